// Every route's link, from the route table (shared/routes.ts): `pattern` is what the router matches, `to()`
// builds a link target with the pattern's params in their order, each encoded as one segment. Links come
// from here so that a renamed route is one edit, and a typo or a missing param is a type error.
import type { CatalogListName } from '@shared/domain';
import { ROUTE_IDS, routePattern, type ROUTES, type RouteId } from '@shared/routes';

const encode = encodeURIComponent;

/** The admin list screens, in the sidebar's order: one per catalogue list. */
export const ADMIN_SECTIONS = [
  'products',
  'events',
  'artists',
  'stories',
] as const satisfies readonly CatalogListName[];
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The id of every screen's <main>: the skip link's target, an anchor in the page rather than a route. */
export const MAIN_ID = 'main';

/** The names of a pattern's params, in order: 'forum/:forumId' → ['forumId']. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<Rest>]
  : Path extends `${string}:${infer Name}`
    ? [Name]
    : [];

interface Link<Values extends unknown[]> {
  pattern: string;
  to: (...values: Values) => string;
}

/** One string per name (a mapped tuple stays a tuple only over a type parameter). */
type Values<Names extends string[]> = { [K in keyof Names]: string };

type Links = { [Id in RouteId]: Link<Values<ParamNames<(typeof ROUTES)[Id]['path']>>> };

const link = (id: RouteId): Link<string[]> => {
  const pattern = routePattern(id);
  return { pattern, to: (...values) => pattern.replace(/:\w+/g, () => encode(values.shift()!)) };
};

export const paths = {
  ...(Object.fromEntries(ROUTE_IDS.map((id) => [id, link(id)])) as Links),
  search: {
    pattern: routePattern('search'),
    to: (q: string, forum?: string) => `/search?${new URLSearchParams(forum ? { q, forum } : { q }).toString()}`,
  },
  adminSection: link('adminSection') as Link<[section: AdminSection]>,
};

/** The query parameter of the sign-in and join screens that says where to come back to. */
export const NEXT_PARAM = 'next';

/** The sign-in and join screens: no place to come back to, that would loop. */
export const SIGN_IN_SCREENS: readonly string[] = [paths.login.pattern, paths.join.pattern, paths.adminLogin.pattern];

/**
 * `screen?next=…`, or the screen alone when `next` is home or a sign-in screen. Only the screen reads
 * `next`, and checks it there before going anywhere (lib/return-path.ts): a link cannot be trusted.
 */
export function withNext(screen: string, next: string | null | undefined): string {
  if (!next || next === paths.home.to() || SIGN_IN_SCREENS.includes(next.split(/[?#]/, 1)[0]!)) return screen;
  return `${screen}?${NEXT_PARAM}=${encode(next)}`;
}

/** '/login?next=…': sign in, then back to `next` (a path with its query and #hash). */
export const signInPath = (next?: string | null) => withNext(paths.login.to(), next);

/** '/join?next=…': join, then back to `next`. */
export const joinPath = (next?: string | null) => withNext(paths.join.to(), next);

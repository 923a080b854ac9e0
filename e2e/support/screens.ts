// The screens of the app a browser test walks (every route of shared/routes.ts), with what fills their
// `:param`s, read from the app under test: shared by the accessibility and the languages' layout tests.
import { threadParam } from '@shared/thread-address';
import type { Page } from 'playwright-core';
import type { CommunityHub } from '@shared/schemas/community';
import { CATALOG_KINDS, type CatalogKind } from '@shared/constants';
import { ROUTE_IDS, ROUTES, routePattern, type RouteId } from '@shared/routes';
import { joinThroughForm, signInAsAdmin } from './accounts';
import { apiGet, type DESKTOP } from './browser';

export type Role = 'visitor' | 'member' | 'admin';

/** A screen to check: its path (`:param`s filled from PARAMS), and what to do on it first, if anything. */
export interface Screen {
  path: string;
  /** The route whose PARAMS fill the path's `:param`s. */
  route?: RouteId;
  /** A state of the screen reached by a click (an open dialog or menu), checked after it. */
  then?: { name: string; act: (page: Page) => Promise<void> };
  /** Only these widths (the phone menu exists below 1024 px); both by default. */
  widths?: Array<typeof DESKTOP>;
}

/** What fills each route's `:param`s: read from the app under test before the screens are checked. */
export const PARAMS: Partial<Record<RouteId, Record<string, string>>> = {};

export async function readParams(baseUrl: string): Promise<void> {
  const hub = await apiGet<CommunityHub>(baseUrl, '/api/community');
  PARAMS.forum = { forumId: hub.forums[0]!.id };
  PARAMS.post = { postId: threadParam(hub.recentPosts[0]!.id, hub.recentPosts[0]!.slug) };
  // A member's public profile: the author of the newest discussion.
  PARAMS.member = { handle: hub.recentPosts[0]!.authorHandle! };
  const lists = { product: 'products', event: 'events', artist: 'artists', story: 'stories' } as const;
  const slugs = {} as Record<CatalogKind, string>;
  for (const kind of CATALOG_KINDS) {
    const { items } = await apiGet<{ items: Array<{ slug: string }> }>(baseUrl, `/api/${lists[kind]}?limit=1`);
    slugs[kind] = items[0]!.slug;
    PARAMS[kind] = { slug: slugs[kind] };
  }
  // An order's page for a reference (or an id) that names no order: its "not found" state.
  PARAMS.order = { reference: 'GRT-00000000-1' };
  PARAMS.adminOrder = { id: '00000000-0000-4000-8000-000000000000' };
  // A member's administration: the author of the newest discussion.
  PARAMS.adminMember = { id: hub.recentPosts[0]!.authorId! };
  // The door of an event.
  PARAMS.checkIn = { slug: slugs.event };
  PARAMS.adminSection = { section: 'products' };
}

export function fill(screen: Screen): string {
  return screen.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = screen.route && PARAMS[screen.route]?.[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${screen.path}: add it to PARAMS.`);
    return encodeURIComponent(value);
  });
}

/** Every route of the table: its pattern (any address for the not-found screen) and who sees it. */
export const tableScreens = (): Array<{ role: Role; screen: Screen }> =>
  ROUTE_IDS.map((route) => {
    const path = route === 'notFound' ? '/no-such-page' : routePattern(route);
    return { role: 'admin' in ROUTES[route] ? 'admin' : 'visitor', screen: { path, route } };
  });

/**
 * Gets a page per role ready for the screens: the member joined, the admin signed in, and something in the
 * visitor's and the member's carts (checkout needs it).
 */
export async function prepareRoles(
  pages: Record<Role, Page>,
  admin: { email: string; password: string },
): Promise<void> {
  await joinThroughForm(pages.member);
  await signInAsAdmin(pages.admin, admin);
  for (const role of ['visitor', 'member'] as const) {
    await pages[role].goto(fill({ path: routePattern('product'), route: 'product' }));
    await pages[role].getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await pages[role].getByRole('link', { name: /^Cart, [1-9]/ }).waitFor();
  }
}

// The route table (shared/routes.ts) as the server answers it: every screen's address with its page's head,
// and what the page names of its first screen (its chunk, the API answers it shows first). A head's title
// and description are Lingui descriptors, shown in the request's language (request.i18n).
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CatalogKind } from '@shared/constants';
import { apiAddress } from '@shared/api-paths';
import {
  ROUTE_HEADS,
  ROUTE_IDS,
  ROUTES,
  routePattern,
  type RouteEntry,
  type RouteHead,
  type RouteId,
  type RouteParams,
} from '@shared/routes';
import type { FirstScreen } from './app-page';
import { SITE_NAME } from './page-meta';

/** A screen whose head is its own: its title, description and whether the sitemap lists it. */
export interface ScreenPage {
  id: RouteId;
  pattern: string;
  title: MessageDescriptor;
  description?: MessageDescriptor;
  indexable: boolean;
}

/** A page's title: the screen's, then the site's name; the home page leads with the site's name. */
const pageTitle = (id: RouteId, title: string) =>
  id === 'home' ? `${SITE_NAME} | ${title}` : `${title} | ${SITE_NAME}`;

const headOf = (id: RouteId): RouteHead => ROUTE_HEADS[id];

/** Every screen with a head of its own, in the table's order (the not-found screen answers any other address). */
export const SCREEN_PAGES: ScreenPage[] = ROUTE_IDS.flatMap((id) => {
  const head = headOf(id);
  if ('lookup' in head || id === 'notFound') return [];
  return [
    {
      id,
      pattern: routePattern(id),
      title: head.title,
      description: head.description,
      indexable: head.indexable,
    },
  ];
});

/** A screen's page title (the site's name added) and description, in a language. */
export function screenHead(i18n: I18n, screen: ScreenPage): { title: string; description?: string } {
  const title = pageTitle(screen.id, i18n._(screen.title));
  return screen.description ? { title, description: i18n._(screen.description) } : { title };
}

/** The not-found screen's title, for any address the app does not have. */
export const notFoundTitle = (i18n: I18n) => pageTitle('notFound', i18n._(ROUTE_HEADS.notFound.title));

/** The route whose head a lookup makes: an item's page by kind, or a member's profile. */
export function lookupRoute(lookup: CatalogKind | 'member' | 'post'): RouteId {
  const id = ROUTE_IDS.find((candidate) => {
    const head = headOf(candidate);
    return 'lookup' in head && head.lookup === lookup;
  });
  if (!id) throw new Error(`The route table has no page found by ${lookup}`);
  return id;
}

/**
 * What a page names of its first screen: the chunk of its code, and the API answers its route preloads,
 * at the addresses the client asks for them.
 */
export function firstScreenOf(id: RouteId, params: RouteParams): FirstScreen {
  const { chunk, data, preload }: RouteEntry = ROUTES[id];
  const answers = preload ? (data?.(params, new URLSearchParams()) ?? []) : [];
  return { chunk, data: answers.map((answer) => apiAddress(answer.path, answer.query)) };
}

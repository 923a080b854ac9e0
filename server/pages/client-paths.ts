// The client's addresses as the server knows them (client/lib/paths.ts has the same list): the screens
// that need no lookup, and the four kinds of page found by slug.
import type { CatalogKind } from '@shared/constants';
import type { CatalogListName } from '@shared/domain';
import { DEFAULT_PAGES } from '@server/site-pages/default-texts';
import { apiPaths } from '@shared/api-paths';
import type { ScreenChunk } from './screen-preloads';

/** The pages behind the footer: their default title and description (an admin's edit changes the page). */
const sitePage = (slug: keyof typeof DEFAULT_PAGES) => ({
  path: `/${slug}`,
  title: `${DEFAULT_PAGES[slug].title} | Griot`,
  description: DEFAULT_PAGES[slug].description,
  indexable: true,
});

/**
 * Screens served as the app with their own title; `:param` parts are any one path segment. `chunk` names
 * the code a screen outside the first screens' chunk needs, and `data` the API answers it shows first, from
 * its address's params: its HTML preloads both (screen-preloads.ts, data-preloads.ts).
 */
export const SCREENS: Array<{
  path: string;
  title: string;
  description?: string;
  indexable: boolean;
  chunk?: ScreenChunk;
  data?: (params: Record<string, string>) => string[];
}> = [
  { path: '/', title: 'Griot | African music, stories and culture', indexable: true, data: () => [apiPaths.home] },
  { path: '/music', title: 'Music & Merch | Griot', indexable: true },
  { path: '/events', title: 'Events | Griot', indexable: true },
  { path: '/artists', title: 'Creatives Directory | Griot', indexable: true },
  { path: '/stories', title: 'Stories | Griot', indexable: true },
  { path: '/community', title: 'Community | Griot', indexable: true, chunk: 'community-screens' },
  { path: '/community/forum/:forumId', title: 'Forum | Griot', indexable: true, chunk: 'community-screens' },
  {
    path: '/community/post/:postId',
    title: 'Community | Griot',
    indexable: true,
    chunk: 'post-page',
    data: ({ postId }) => [apiPaths.post(postId!)],
  },
  sitePage('about'),
  sitePage('contact'),
  sitePage('privacy'),
  sitePage('terms'),
  { path: '/newsletter/confirm', title: 'Confirm your subscription | Griot', indexable: false },
  { path: '/newsletter/unsubscribe', title: 'Unsubscribe | Griot', indexable: false },
  { path: '/search', title: 'Search | Griot', indexable: false },
  { path: '/profile', title: 'Your profile | Griot', indexable: false },
  { path: '/cart', title: 'Your cart | Griot', indexable: false },
  { path: '/checkout', title: 'Checkout | Griot', indexable: false },
  { path: '/orders', title: 'Your orders | Griot', indexable: false },
  { path: '/orders/:reference', title: 'Your order | Griot', indexable: false },
  { path: '/tickets', title: 'My tickets | Griot', indexable: false },
  { path: '/check-in', title: 'Check-in | Griot', indexable: false },
  { path: '/check-in/:slug', title: 'Check-in | Griot', indexable: false },
  { path: '/login', title: 'Sign in | Griot', indexable: false },
  { path: '/join', title: 'Join | Griot', indexable: false },
  { path: '/forgot-password', title: 'Forgot password | Griot', indexable: false },
  { path: '/reset-password', title: 'Choose a new password | Griot', indexable: false },
  { path: '/verify-email', title: 'Confirm your e-mail | Griot', indexable: false },
  { path: '/unsubscribe', title: 'Stop mails | Griot', indexable: false },
  { path: '/account', title: 'Account settings | Griot', indexable: false },
  { path: '/notifications', title: 'Notifications | Griot', indexable: false },
  { path: '/admin', title: 'Admin | Griot', indexable: false },
  { path: '/admin/*', title: 'Admin | Griot', indexable: false },
];

/**
 * A member's public profile, found by handle (server/community/members/public-profile.ts): indexable, with its
 * own head, and 404 for a handle nobody has. Not in the sitemap, like the community's posts.
 */
export const MEMBER_PAGE = '/members/:handle';

/** The pages of catalogue items: list path → kind, and the API's list that answers for one item. */
export const DETAIL_PAGES: Array<{ list: string; kind: CatalogKind; api: CatalogListName }> = [
  { list: '/music', kind: 'product', api: 'products' },
  { list: '/events', kind: 'event', api: 'events' },
  { list: '/artists', kind: 'artist', api: 'artists' },
  { list: '/stories', kind: 'story', api: 'stories' },
];

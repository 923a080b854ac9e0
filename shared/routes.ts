// The route table: every screen of the app, once, for both sides (docs/decisions/014-one-route-table.md).
// ROUTES is what the client's router needs: each screen's pattern under its parent, the data it shows
// first and the chunk its code is in. ROUTE_HEADS, keyed by the same ids (a missing or extra one is a type
// error), is what only the server reads: each page's title and description (Lingui descriptors, shown in
// the request's language; docs/decisions/015-translations.md) and whether search engines may keep it.
// They are two records so that the client's first load, which bundles ROUTES, carries none of
// the heads' texts. The server answers every address with the app and its head, lists the screens in the
// sitemap and names a screen's code and data in its HTML (server/pages/); the client adds the screens'
// components, which shared/ cannot import, keyed by the same ids (client/app/screens.ts).
import { apiQueries, type ApiQuery } from './api-queries';
import type { CatalogListName } from './domain';
import { apiFilters, readFilters } from './list-filters';
import { threadIdOf } from './thread-address';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The parent routes, each a layout: every pattern is relative to its parent, so that a locale (`/fr`) can
 * later be one more parent above them both.
 */
export const ROUTE_PARENTS = { public: '/', admin: '/admin' } as const;
export type RouteParent = keyof typeof ROUTE_PARENTS;

/** The groups of vite.config.ts that hold a screen outside the first screens' chunk. */
export const SCREEN_CHUNKS = ['community-screens', 'post-page', 'item-pages', 'member-pages'] as const;
export type ScreenChunk = (typeof SCREEN_CHUNKS)[number];

/** A route's params, by name, as the router reads them from the address. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteEntry {
  parent: RouteParent;
  /** The pattern under its parent: '' for the parent's own address, `:name` one segment, '*' any other. */
  path: string;
  /** What the screen shows first, from its address: started with its code on a first load. */
  data?: (params: RouteParams, search: URLSearchParams) => ApiQuery[];
  /** The page's HTML names `data`'s answers as fetch preloads (the page is kept per path: none may read `search`). */
  preload?: true;
  /** The group of vite.config.ts that holds the screen, when it is not in the first screens' chunk. */
  chunk?: ScreenChunk;
  /** Admins only: the client shows it inside the admin guard (the server refuses its API to anyone else). */
  admin?: true;
  /** Scans with the camera: its page is a document of its own that may use it (isCameraScreen below). */
  camera?: true;
}

/** A catalogue list's first page under the address's filters, and its filter bar's choices. */
const listData =
  (list: CatalogListName) =>
  (_params: RouteParams, search: URLSearchParams): ApiQuery[] => [
    apiQueries.catalogList(list, apiFilters(list, readFilters(list, search))),
    apiQueries.filterOptions(list),
  ];

/** An item's page: its details, by the slug in its address. */
const itemData =
  (list: CatalogListName) =>
  ({ slug }: RouteParams): ApiQuery[] => [apiQueries.catalogItem(list, slug!)];

export const ROUTES = {
  home: { parent: 'public', path: '', data: () => [apiQueries.home()], preload: true },
  music: { parent: 'public', path: 'music', data: listData('products') },
  product: { parent: 'public', path: 'music/:slug', data: itemData('products'), preload: true, chunk: 'item-pages' },
  events: { parent: 'public', path: 'events', data: listData('events') },
  event: { parent: 'public', path: 'events/:slug', data: itemData('events'), preload: true, chunk: 'item-pages' },
  artists: { parent: 'public', path: 'artists', data: listData('artists') },
  artist: { parent: 'public', path: 'artists/:slug', data: itemData('artists'), preload: true, chunk: 'item-pages' },
  stories: { parent: 'public', path: 'stories', data: listData('stories') },
  story: { parent: 'public', path: 'stories/:slug', data: itemData('stories'), preload: true, chunk: 'item-pages' },
  community: { parent: 'public', path: 'community', data: () => [apiQueries.hub()], chunk: 'community-screens' },
  forum: { parent: 'public', path: 'community/forum/:forumId', chunk: 'community-screens' },
  post: {
    parent: 'public',
    // `{id}-{slug}`, or the id alone (shared/thread-address.ts): the post is asked for by its id.
    path: 'community/post/:postId',
    data: ({ postId }) => [apiQueries.post(threadIdOf(postId!))],
    preload: true,
    chunk: 'post-page',
  },
  member: {
    parent: 'public',
    path: 'members/:handle',
    data: ({ handle }) => [apiQueries.member(handle!)],
    preload: true,
    chunk: 'member-pages',
  },
  about: { parent: 'public', path: 'about' },
  contact: { parent: 'public', path: 'contact' },
  privacy: { parent: 'public', path: 'privacy' },
  terms: { parent: 'public', path: 'terms' },
  newsletterConfirm: { parent: 'public', path: 'newsletter/confirm' },
  newsletterUnsubscribe: { parent: 'public', path: 'newsletter/unsubscribe' },
  search: { parent: 'public', path: 'search' },
  profile: { parent: 'public', path: 'profile' },
  cart: { parent: 'public', path: 'cart' },
  checkout: { parent: 'public', path: 'checkout' },
  orders: { parent: 'public', path: 'orders' },
  order: { parent: 'public', path: 'orders/:reference' },
  tickets: { parent: 'public', path: 'tickets' },
  checkIns: { parent: 'public', path: 'check-in' },
  checkIn: { parent: 'public', path: 'check-in/:slug', camera: true },
  login: { parent: 'public', path: 'login' },
  join: { parent: 'public', path: 'join' },
  forgotPassword: { parent: 'public', path: 'forgot-password' },
  resetPassword: { parent: 'public', path: 'reset-password' },
  verifyEmail: { parent: 'public', path: 'verify-email' },
  unsubscribe: { parent: 'public', path: 'unsubscribe' },
  account: { parent: 'public', path: 'account' },
  notifications: { parent: 'public', path: 'notifications' },
  notFound: { parent: 'public', path: '*' },

  adminLogin: { parent: 'admin', path: 'login' },
  admin: { parent: 'admin', path: '', admin: true },
  adminDashboard: { parent: 'admin', path: 'dashboard', admin: true },
  adminOrders: { parent: 'admin', path: 'orders', admin: true },
  adminOrder: { parent: 'admin', path: 'orders/:id', admin: true },
  adminShop: { parent: 'admin', path: 'shop', admin: true },
  adminMail: { parent: 'admin', path: 'mail', admin: true },
  adminNewsletter: { parent: 'admin', path: 'newsletter', admin: true },
  adminPages: { parent: 'admin', path: 'pages', admin: true },
  adminReports: { parent: 'admin', path: 'reports', admin: true },
  adminMembers: { parent: 'admin', path: 'members', admin: true },
  adminMember: { parent: 'admin', path: 'members/:id', admin: true },
  adminSection: { parent: 'admin', path: ':section', admin: true },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTES;

/** The route ids in the table's order. */
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** A route's whole pattern, its parent's address before its own path: '/music/:slug', '/admin/orders'. */
export function routePattern(id: RouteId): string {
  const { parent, path } = ROUTES[id];
  const base = ROUTE_PARENTS[parent];
  return path ? `${base === '/' ? '' : base}/${path}` : base;
}

/** The addresses of the screens that scan with the camera (`camera: true`): '/check-in/:slug'. */
const CAMERA_SCREENS = ROUTE_IDS.filter((id) => (ROUTES[id] as RouteEntry).camera).map(
  (id) => new RegExp(`^${routePattern(id).replace(/:\w+/g, '[^/]+')}/?$`),
);

/**
 * Whether a path is a camera screen's. The camera is a document's permission (Permissions-Policy), so the
 * server allows it on these pages alone (server/http/security-headers.ts), the service worker leaves their
 * pages to the server (client/service-worker/sw.ts), and the app loads a new document when it moves to or
 * from one (client/app/camera-documents.tsx).
 */
export function isCameraScreen(pathname: string): boolean {
  return CAMERA_SCREENS.some((pattern) => pattern.test(pathname));
}

/** The pages whose head is made from what they show, found by their param (404 when there is none). */
export type PageLookup = 'product' | 'event' | 'artist' | 'story' | 'member' | 'post';

/**
 * A page's head: its title (the head adds the site's name) and description (the site's when it has none),
 * or the lookup that makes it. `indexable`: search engines may keep it; the indexable screens without a
 * param are the sitemap's.
 */
export type RouteHead = { indexable: boolean } & (
  { title: MessageDescriptor; description?: MessageDescriptor } | { lookup: PageLookup }
);

/** Every admin screen's page has the same head: what it shows is for the admin alone. */
const ADMIN: RouteHead = { title: /*i18n*/ { id: 'routes.admin.title', message: 'Admin' }, indexable: false };

export const ROUTE_HEADS = {
  home: { title: /*i18n*/ { id: 'routes.home.title', message: 'African music, stories and culture' }, indexable: true },
  music: { title: /*i18n*/ { id: 'routes.music.title', message: 'Music & Merch' }, indexable: true },
  product: { lookup: 'product', indexable: true },
  events: { title: /*i18n*/ { id: 'routes.events.title', message: 'Events' }, indexable: true },
  event: { lookup: 'event', indexable: true },
  artists: { title: /*i18n*/ { id: 'routes.artists.title', message: 'Creatives Directory' }, indexable: true },
  artist: { lookup: 'artist', indexable: true },
  stories: { title: /*i18n*/ { id: 'routes.stories.title', message: 'Stories' }, indexable: true },
  story: { lookup: 'story', indexable: true },
  community: { title: /*i18n*/ { id: 'routes.community.title', message: 'Community' }, indexable: true },
  forum: { title: /*i18n*/ { id: 'routes.forum.title', message: 'Forum' }, indexable: true },
  // Indexable but not in the sitemap, like members' profiles.
  post: { lookup: 'post', indexable: true },
  // Indexable but not in the sitemap, like the community's posts.
  member: { lookup: 'member', indexable: true },
  about: {
    title: /*i18n*/ { id: 'routes.about.title', message: 'About Us' },
    description: /*i18n*/ {
      id: 'routes.about.description',
      message:
        'Griot is a home for African music, stories and culture: a marketplace, events, a directory of creatives and a community.',
    },
    indexable: true,
  },
  contact: {
    title: /*i18n*/ { id: 'routes.contact.title', message: 'Contact' },
    description: /*i18n*/ {
      id: 'routes.contact.description',
      message: 'Write to the team behind Griot: questions, ideas, partnerships, or a problem with an order.',
    },
    indexable: true,
  },
  privacy: {
    title: /*i18n*/ { id: 'routes.privacy.title', message: 'Privacy Policy' },
    description: /*i18n*/ {
      id: 'routes.privacy.description',
      message: 'What Griot keeps about you, why, for how long, and how to download or delete it.',
    },
    indexable: true,
  },
  terms: {
    title: /*i18n*/ { id: 'routes.terms.title', message: 'Terms of Service' },
    description: /*i18n*/ {
      id: 'routes.terms.description',
      message: 'The rules of using Griot: accounts, the community, buying goods and tickets.',
    },
    indexable: true,
  },
  newsletterConfirm: {
    title: /*i18n*/ { id: 'routes.newsletter-confirm.title', message: 'Confirm your subscription' },
    indexable: false,
  },
  newsletterUnsubscribe: {
    title: /*i18n*/ { id: 'routes.newsletter-unsubscribe.title', message: 'Unsubscribe' },
    indexable: false,
  },
  search: { title: /*i18n*/ { id: 'routes.search.title', message: 'Search' }, indexable: false },
  profile: { title: /*i18n*/ { id: 'routes.profile.title', message: 'Your profile' }, indexable: false },
  cart: { title: /*i18n*/ { id: 'routes.cart.title', message: 'Your cart' }, indexable: false },
  checkout: { title: /*i18n*/ { id: 'routes.checkout.title', message: 'Checkout' }, indexable: false },
  orders: { title: /*i18n*/ { id: 'routes.orders.title', message: 'Your orders' }, indexable: false },
  order: { title: /*i18n*/ { id: 'routes.order.title', message: 'Your order' }, indexable: false },
  tickets: { title: /*i18n*/ { id: 'routes.tickets.title', message: 'My tickets' }, indexable: false },
  checkIns: { title: /*i18n*/ { id: 'routes.check-ins.title', message: 'Check-in' }, indexable: false },
  checkIn: { title: /*i18n*/ { id: 'routes.check-in.title', message: 'Check-in' }, indexable: false },
  login: { title: /*i18n*/ { id: 'routes.login.title', message: 'Sign in' }, indexable: false },
  join: { title: /*i18n*/ { id: 'routes.join.title', message: 'Join' }, indexable: false },
  forgotPassword: {
    title: /*i18n*/ { id: 'routes.forgot-password.title', message: 'Forgot password' },
    indexable: false,
  },
  resetPassword: {
    title: /*i18n*/ { id: 'routes.reset-password.title', message: 'Choose a new password' },
    indexable: false,
  },
  verifyEmail: {
    title: /*i18n*/ { id: 'routes.verify-email.title', message: 'Confirm your e-mail' },
    indexable: false,
  },
  unsubscribe: { title: /*i18n*/ { id: 'routes.unsubscribe.title', message: 'Stop mails' }, indexable: false },
  account: { title: /*i18n*/ { id: 'routes.account.title', message: 'Account settings' }, indexable: false },
  notifications: { title: /*i18n*/ { id: 'routes.notifications.title', message: 'Notifications' }, indexable: false },
  notFound: { title: /*i18n*/ { id: 'routes.not-found.title', message: 'Page not found' }, indexable: false },

  adminLogin: ADMIN,
  admin: ADMIN,
  adminDashboard: ADMIN,
  adminOrders: ADMIN,
  adminOrder: ADMIN,
  adminShop: ADMIN,
  adminMail: ADMIN,
  adminNewsletter: ADMIN,
  adminPages: ADMIN,
  adminReports: ADMIN,
  adminMembers: ADMIN,
  adminMember: ADMIN,
  adminSection: ADMIN,
} satisfies Record<RouteId, RouteHead>;

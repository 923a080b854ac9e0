// Every route of the app, once: `pattern` is what the router matches, `to()` builds a link target.
// Links come from here so that a renamed route is one edit, and a typo is a type error.

import type { CatalogListName } from '@shared/domain';

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

export const paths = {
  home: { pattern: '/', to: () => '/' },
  music: { pattern: '/music', to: () => '/music' },
  product: { pattern: '/music/:slug', to: (slug: string) => `/music/${encode(slug)}` },
  events: { pattern: '/events', to: () => '/events' },
  event: { pattern: '/events/:slug', to: (slug: string) => `/events/${encode(slug)}` },
  artists: { pattern: '/artists', to: () => '/artists' },
  artist: { pattern: '/artists/:slug', to: (slug: string) => `/artists/${encode(slug)}` },
  stories: { pattern: '/stories', to: () => '/stories' },
  story: { pattern: '/stories/:slug', to: (slug: string) => `/stories/${encode(slug)}` },
  community: { pattern: '/community', to: () => '/community' },
  forum: { pattern: '/community/forum/:forumId', to: (forumId: string) => `/community/forum/${encode(forumId)}` },
  post: { pattern: '/community/post/:postId', to: (postId: string) => `/community/post/${encode(postId)}` },
  profile: { pattern: '/profile', to: () => '/profile' },
  member: { pattern: '/members/:handle', to: (handle: string) => `/members/${encode(handle)}` },
  search: {
    pattern: '/search',
    to: (q: string, forum?: string) => `/search?${new URLSearchParams(forum ? { q, forum } : { q }).toString()}`,
  },
  cart: { pattern: '/cart', to: () => '/cart' },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  orders: { pattern: '/orders', to: () => '/orders' },
  tickets: { pattern: '/tickets', to: () => '/tickets' },
  checkIns: { pattern: '/check-in', to: () => '/check-in' },
  checkIn: { pattern: '/check-in/:slug', to: (slug: string) => `/check-in/${encode(slug)}` },
  order: { pattern: '/orders/:reference', to: (reference: string) => `/orders/${encode(reference)}` },
  adminOrders: { pattern: '/admin/orders', to: () => '/admin/orders' },
  adminOrder: { pattern: '/admin/orders/:id', to: (id: string) => `/admin/orders/${encode(id)}` },
  adminShop: { pattern: '/admin/shop', to: () => '/admin/shop' },
  adminMail: { pattern: '/admin/mail', to: () => '/admin/mail' },
  adminNewsletter: { pattern: '/admin/newsletter', to: () => '/admin/newsletter' },
  adminPages: { pattern: '/admin/pages', to: () => '/admin/pages' },
  about: { pattern: '/about', to: () => '/about' },
  contact: { pattern: '/contact', to: () => '/contact' },
  privacy: { pattern: '/privacy', to: () => '/privacy' },
  terms: { pattern: '/terms', to: () => '/terms' },
  newsletterConfirm: { pattern: '/newsletter/confirm', to: () => '/newsletter/confirm' },
  newsletterUnsubscribe: { pattern: '/newsletter/unsubscribe', to: () => '/newsletter/unsubscribe' },
  adminReports: { pattern: '/admin/reports', to: () => '/admin/reports' },
  login: { pattern: '/login', to: () => '/login' },
  join: { pattern: '/join', to: () => '/join' },
  forgotPassword: { pattern: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: { pattern: '/reset-password', to: () => '/reset-password' },
  verifyEmail: { pattern: '/verify-email', to: () => '/verify-email' },
  account: { pattern: '/account', to: () => '/account' },
  unsubscribe: { pattern: '/unsubscribe', to: () => '/unsubscribe' },
  notifications: { pattern: '/notifications', to: () => '/notifications' },
  admin: { pattern: '/admin', to: () => '/admin' },
  adminDashboard: { pattern: '/admin/dashboard', to: () => '/admin/dashboard' },
  adminLogin: { pattern: '/admin/login', to: () => '/admin/login' },
  adminSection: { pattern: '/admin/:section', to: (section: AdminSection) => `/admin/${section}` },
  notFound: { pattern: '*' },
} as const;

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

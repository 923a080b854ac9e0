// The product's user-facing texts (docs/product.md §8), in one place so that screens and tests share them:
// Lingui message descriptors (docs/decisions/015-translations.md), shown with `i18n._(…)` in the reader's
// language. A text that depends on a value is a function returning the descriptor with its values.
import type { MessageDescriptor } from '@lingui/core';
import type { CatalogListName } from './domain';

export const messages = {
  listLoadFailed: (list: CatalogListName): MessageDescriptor => ({
    .../*i18n*/ {
      id: 'catalog.list.load-failed',
      message:
        '{list, select, products {Failed to fetch products. Please try again later.} events {Failed to fetch events. Please try again later.} artists {Failed to fetch artists. Please try again later.} stories {Failed to fetch stories. Please try again later.} other {Failed to fetch {list}. Please try again later.}}',
    },
    values: { list },
  }),
  homeLoadFailed: /*i18n*/ {
    id: 'catalog.home.load-failed',
    message: 'Failed to fetch the latest drops, events and creatives. Please try again later.',
  },
  // The lists' filters (docs/product.md §2a): an empty filtered list, and the way back to the whole list.
  noFilterMatches: (list: CatalogListName): MessageDescriptor => ({
    .../*i18n*/ {
      id: 'catalog.filters.no-matches',
      message:
        '{list, select, products {No products match these filters.} events {No events match these filters.} artists {No artists match these filters.} stories {No stories match these filters.} other {No {list} match these filters.}}',
    },
    values: { list },
  }),
  noFilterMatchesHint: /*i18n*/ {
    id: 'catalog.filters.no-matches-hint',
    message: 'Try other filters, or clear them to see everything.',
  },
  clearFilters: /*i18n*/ { id: 'catalog.filters.clear', message: 'Clear filters' },
  offline: /*i18n*/ { id: 'app.connection.offline', message: 'You are offline. Griot will reconnect automatically.' },
  backOnline: /*i18n*/ { id: 'app.connection.back-online', message: 'Back online.' },
  // Offline reading (docs/architecture.md, "Offline reading and the installable app"): a screen shown from the
  // copies kept on the device, and a write refused.
  offlineShowingCopy: (savedAt: string): MessageDescriptor => ({
    .../*i18n*/ { id: 'app.connection.offline-copy', message: 'You are offline — showing what you saw at {savedAt}.' },
    values: { savedAt },
  }),
  offlineCannotSend: /*i18n*/ {
    id: 'app.connection.offline-cannot-send',
    message: 'You are offline, so this cannot be sent. Your text stays here until you are back online.',
  },
  // Community (docs/product.md §8, §10).
  postCreateFailed: /*i18n*/ {
    id: 'community.new-post.create-failed',
    message: 'Failed to create post. Please try again.',
  },
  replyFailed: /*i18n*/ { id: 'community.replies.add-failed', message: 'Failed to add reply. Please try again.' },
  profileSaved: /*i18n*/ { id: 'profile.form.saved', message: 'Profile updated successfully!' },
  profileSaveFailed: /*i18n*/ { id: 'profile.form.save-failed', message: 'Failed to save profile. Please try again.' },
  postLocked: /*i18n*/ {
    id: 'community.post.locked-no-replies',
    message: 'This post is locked: it takes no new replies.',
  },
  tooManyPosts: /*i18n*/ {
    id: 'community.posting.too-many',
    message: 'You are posting very fast. Please wait a minute and try again.',
  },
  loginFailed: /*i18n*/ { id: 'auth.sign-in.failed', message: 'Failed to log in. Please check your credentials.' },
  notFoundTitle: /*i18n*/ { id: 'not-found.title', message: 'Page Not Found' },
  notFoundBody: /*i18n*/ { id: 'not-found.body', message: 'The page you are looking for does not exist or has moved.' },
  routeErrorTitle: /*i18n*/ { id: 'app.route-error.title', message: 'Something went wrong' },
  routeErrorBody: /*i18n*/ {
    id: 'app.route-error.body',
    message: 'This screen could not be shown. Please try again, or go back to the home page.',
  },
  /** The phone's button that shows and hides a list's filters, with how many are set. */
  filtersToggle: (set: number): MessageDescriptor => ({
    .../*i18n*/ { id: 'catalog.filters.toggle', message: '{set, plural, =0 {Filters} other {Filters ({set})}}' },
    values: { set },
  }),
  deliveredOnly: /*i18n*/ {
    id: 'shop.checkout.delivered-only',
    message: 'We deliver it to the address below; the fee depends on your state.',
  },
  newsletterOptIn: /*i18n*/ { id: 'newsletter.opt-in.label', message: 'Send me Griot’s newsletter' },
  newsletterOptInHint: /*i18n*/ {
    id: 'newsletter.opt-in.hint',
    message: 'New drops, shows and stories, once a month. We mail you a link to confirm first.',
  },
  // Shop states (docs/product.md §3, §4): a cancelled event in lists and feeds, an order waiting for payment.
  eventCancelledBadge: /*i18n*/ { id: 'catalog.event.cancelled-badge', message: 'Cancelled' },
  eventCancelledTitle: (name: string): MessageDescriptor => ({
    .../*i18n*/ { id: 'catalog.event.cancelled-title', message: 'Cancelled: {name}' },
    values: { name },
  }),
  eventCancelledNote: /*i18n*/ {
    id: 'catalog.event.cancelled-note',
    message: 'This event is cancelled. Its tickets are no longer valid, and their buyers are refunded.',
  },
  orderAwaitingPayment: /*i18n*/ {
    id: 'shop.awaiting-payment.notice',
    message: 'You have an order waiting for payment.',
  },
  payNow: /*i18n*/ { id: 'shop.order.pay-now', message: 'Pay now' },
  buyAgain: /*i18n*/ { id: 'shop.order.buy-again', message: 'Buy again' },
} as const;

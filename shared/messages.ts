// The product's user-facing texts (docs/product.md §8), in one place so that screens and tests share them:
// Lingui message descriptors (docs/decisions/015-translations.md), shown with `i18n._(…)` in the reader's
// language. A text that depends on a value is a function returning the descriptor with its values.
import type { MessageDescriptor } from '@lingui/core';
import { MAX_IMAGE_ASPECT_RATIO } from './constants';
import type { AdminEntity, CatalogListName } from './domain';

export const messages = {
  // Admin panel (docs/product.md §5, §8).
  /** `reason`: the server's, when it refused what was sent; null when trying again may help. */
  saveFailed: (entity: AdminEntity, reason: string | null): MessageDescriptor =>
    reason
      ? {
          .../*i18n*/ {
            id: 'admin.entity-dialog.save-refused',
            message:
              '{entity, select, product {Failed to save product: {reason}} event {Failed to save event: {reason}} artist {Failed to save artist: {reason}} story {Failed to save story: {reason}} other {Failed to save {entity}: {reason}}}',
          },
          values: { entity, reason },
        }
      : {
          .../*i18n*/ {
            id: 'admin.entity-dialog.save-failed',
            message:
              '{entity, select, product {Failed to save product. Please try again.} event {Failed to save event. Please try again.} artist {Failed to save artist. Please try again.} story {Failed to save story. Please try again.} other {Failed to save {entity}. Please try again.}}',
          },
          values: { entity },
        },
  deleteConfirm: (entity: AdminEntity): MessageDescriptor => ({
    .../*i18n*/ {
      id: 'admin.delete-entry.confirm',
      message:
        '{entity, select, product {Are you sure you want to delete this product?} event {Are you sure you want to delete this event?} artist {Are you sure you want to delete this artist?} story {Are you sure you want to delete this story?} other {Are you sure you want to delete this {entity}?}}',
    },
    values: { entity },
  }),
  deleteFailed: (entity: AdminEntity, reason: string): MessageDescriptor => ({
    .../*i18n*/ {
      id: 'admin.delete-entry.failed',
      message:
        '{entity, select, product {Failed to delete product: {reason}} event {Failed to delete event: {reason}} artist {Failed to delete artist: {reason}} story {Failed to delete story: {reason}} other {Failed to delete {entity}: {reason}}}',
    },
    values: { entity, reason },
  }),
  imageInvalidType: /*i18n*/ {
    id: 'media.image.invalid-type',
    message: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  },
  imageTooLarge: /*i18n*/ { id: 'media.image.too-large', message: 'Image file size must be less than 5MB' },
  imageExtremeShape: {
    .../*i18n*/ {
      id: 'media.image.extreme-shape',
      message: 'Image is too long and thin: its longer side may be at most {ratio} times its shorter side.',
    },
    values: { ratio: MAX_IMAGE_ASPECT_RATIO },
  },
  imageTooSlow: /*i18n*/ {
    id: 'media.image.too-slow',
    message: 'This image takes too long to process. Please try a smaller or simpler image.',
  },
  cloudinaryWorking: /*i18n*/ {
    id: 'media.cloudinary.working',
    message: 'Cloudinary configuration is working correctly!',
  },
  cloudinaryIssues: /*i18n*/ {
    id: 'media.cloudinary.issues',
    message: 'Cloudinary configuration has issues. Check your credentials and upload preset.',
  },
  cloudinaryFailed: /*i18n*/ {
    id: 'media.cloudinary.failed',
    message: 'Cloudinary test failed. Check browser console for details.',
  },
  importFailed: (reason: string): MessageDescriptor => ({
    .../*i18n*/ { id: 'admin.import.failed', message: 'Import failed: {reason}' },
    values: { reason },
  }),
  enterLocation: /*i18n*/ { id: 'admin.import.enter-location', message: 'Please enter a location' },
  musicServiceUnavailable: /*i18n*/ {
    id: 'imports.artists.service-unavailable',
    message: 'The music service is unavailable, so sample data is in use.',
  },
  newsKeyMissing: /*i18n*/ {
    id: 'imports.stories.key-missing',
    message: 'The news key is not configured, so sample data is in use.',
  },
  newsServiceUnavailable: /*i18n*/ {
    id: 'imports.stories.service-unavailable',
    message: 'The news service is unavailable, so sample data is in use.',
  },

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

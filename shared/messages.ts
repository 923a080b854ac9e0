// The product's user-facing texts (docs/product.md §8), in one place so that screens and tests share them.
import { MAX_IMAGE_ASPECT_RATIO } from './constants';
import type { AdminEntity, CatalogListName } from './domain';

export const messages = {
  // Admin panel (docs/product.md §5, §8).
  /** `reason`: the server's, when it refused what was sent; null when trying again may help. */
  saveFailed: (entity: AdminEntity, reason: string | null) =>
    reason ? `Failed to save ${entity}: ${reason}` : `Failed to save ${entity}. Please try again.`,
  deleteConfirm: (entity: AdminEntity) => `Are you sure you want to delete this ${entity}?`,
  deleteFailed: (entity: AdminEntity, reason: string) => `Failed to delete ${entity}: ${reason}`,
  imageInvalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  imageTooLarge: 'Image file size must be less than 5MB',
  imageExtremeShape: `Image is too long and thin: its longer side may be at most ${MAX_IMAGE_ASPECT_RATIO} times its shorter side.`,
  imageTooSlow: 'This image takes too long to process. Please try a smaller or simpler image.',
  cloudinaryWorking: 'Cloudinary configuration is working correctly!',
  cloudinaryIssues: 'Cloudinary configuration has issues. Check your credentials and upload preset.',
  cloudinaryFailed: 'Cloudinary test failed. Check browser console for details.',
  importFailed: (reason: string) => `Import failed: ${reason}`,
  enterLocation: 'Please enter a location',
  musicServiceUnavailable: 'The music service is unavailable, so sample data is in use.',
  newsKeyMissing: 'The news key is not configured, so sample data is in use.',
  newsServiceUnavailable: 'The news service is unavailable, so sample data is in use.',

  listLoadFailed: (list: CatalogListName) => `Failed to fetch ${list}. Please try again later.`,
  homeLoadFailed: 'Failed to fetch the latest drops, events and creatives. Please try again later.',
  // The lists' filters (docs/product.md §2a): an empty filtered list, and the way back to the whole list.
  noFilterMatches: (list: CatalogListName) => `No ${list} match these filters.`,
  noFilterMatchesHint: 'Try other filters, or clear them to see everything.',
  clearFilters: 'Clear filters',
  offline: 'You are offline. Griot will reconnect automatically.',
  backOnline: 'Back online.',
  // Offline reading (docs/architecture.md, "Offline reading and the installable app"): a screen shown from the
  // copies kept on the device, and a write refused.
  offlineShowingCopy: (savedAt: string) => `You are offline — showing what you saw at ${savedAt}.`,
  offlineCannotSend: 'You are offline, so this cannot be sent. Your text stays here until you are back online.',
  rootMissing: 'Griot cannot start: the page has no element with id "root" to render into.',
  // Community (docs/product.md §8, §10).
  postCreateFailed: 'Failed to create post. Please try again.',
  replyFailed: 'Failed to add reply. Please try again.',
  profileSaved: 'Profile updated successfully!',
  profileSaveFailed: 'Failed to save profile. Please try again.',
  postLocked: 'This post is locked: it takes no new replies.',
  tooManyPosts: 'You are posting very fast. Please wait a minute and try again.',
  loginFailed: 'Failed to log in. Please check your credentials.',
  authOutsideProvider: 'useAuth must be used within an AuthProvider',
  notFoundTitle: /*i18n*/ { id: 'not-found.title', message: 'Page Not Found' },
  notFoundBody: /*i18n*/ { id: 'not-found.body', message: 'The page you are looking for does not exist or has moved.' },
  routeErrorTitle: 'Something went wrong',
  routeErrorBody: 'This screen could not be shown. Please try again, or go back to the home page.',
  /** The phone's button that shows and hides a list's filters, with how many are set. */
  filtersToggle: (set: number) => (set > 0 ? `Filters (${set})` : 'Filters'),
  deliveredOnly: 'We deliver it to the address below; the fee depends on your state.',
  newsletterOptIn: 'Send me Griot’s newsletter',
  newsletterOptInHint: 'New drops, shows and stories, once a month. We mail you a link to confirm first.',
  // Shop states (docs/product.md §3, §4): a cancelled event in lists and feeds, an order waiting for payment.
  eventCancelledBadge: 'Cancelled',
  eventCancelledTitle: (name: string) => `Cancelled: ${name}`,
  eventCancelledNote: 'This event is cancelled. Its tickets are no longer valid, and their buyers are refunded.',
  orderAwaitingPayment: 'You have an order waiting for payment.',
  payNow: 'Pay now',
  buyAgain: 'Buy again',
} as const;

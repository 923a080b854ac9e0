// The newsletter's closed lists, limits and texts (docs/product.md §13), without TypeBox: the footer's form
// and the admin screen read them, and the server answers with them, the texts as Lingui descriptors.
import { withValues, type MessageDescriptor } from './texts';

/** A subscriber's life: pending until the mailed link is opened, then confirmed, until unsubscribed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 50_000;

export const newsletterTexts = {
  // The same answer whatever the address: whether it was known, pending or confirmed is never said.
  subscribeAnswer: /*i18n*/ {
    id: 'newsletter.subscribe-answer',
    message:
      'Check your inbox: we have sent a link to confirm your subscription, unless this address is subscribed already.',
  },
  confirmed: /*i18n*/ { id: 'newsletter.confirmed', message: 'Thank you: you are subscribed to the Griot newsletter.' },
  confirmLinkInvalid: /*i18n*/ {
    id: 'newsletter.confirm-link-invalid',
    message: 'This confirmation link has expired or has already been used. Subscribe again to get a new one.',
  },
  unsubscribed: /*i18n*/ {
    id: 'newsletter.unsubscribed',
    message: 'You are unsubscribed: no more newsletters will be sent to this address.',
  },
  unsubscribeLinkInvalid: /*i18n*/ {
    id: 'newsletter.unsubscribe-link-invalid',
    message: 'This unsubscribe link is not valid any more.',
  },
  statusInvalid: withValues(
    /*i18n*/ { id: 'admin.newsletter.refused.status-invalid', message: 'Status must be one of: {statuses}.' },
    { statuses: SUBSCRIBER_STATUSES.join(', ') },
  ),
  subjectRequired: /*i18n*/ { id: 'admin.newsletter.subject-required', message: 'Subject is required.' },
  subjectTooLong: withValues(
    /*i18n*/ { id: 'admin.newsletter.subject-too-long', message: 'Subject must be at most {max} characters.' },
    { max: NEWSLETTER_SUBJECT_MAX },
  ),
  bodyRequired: /*i18n*/ {
    id: 'admin.newsletter.body-required',
    message: 'Write the newsletter before you save it.',
  },
  bodyTooLong: withValues(
    /*i18n*/ {
      id: 'admin.newsletter.body-too-long',
      message: 'The newsletter must be at most {max, number} characters.',
    },
    { max: NEWSLETTER_BODY_MAX },
  ),
  issueNotFound: /*i18n*/ { id: 'admin.newsletter.refused.not-found', message: 'Newsletter issue not found.' },
  alreadySent: /*i18n*/ {
    id: 'admin.newsletter.refused.already-sent',
    message: 'This issue has been sent already: write a new one.',
  },
  testSent: (address: string): MessageDescriptor =>
    withValues(/*i18n*/ { id: 'admin.newsletter.test-sent', message: 'A test was sent to {address}.' }, { address }),
} as const;

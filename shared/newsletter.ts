// The newsletter's closed lists, limits and texts (docs/product.md §13), without TypeBox: the footer's form
// and the admin screen read them, and the server answers with them.

/** A subscriber's life: pending until the mailed link is opened, then confirmed, until unsubscribed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 50_000;

export const newsletterTexts = {
  // The same answer whatever the address: whether it was known, pending or confirmed is never said.
  subscribeAnswer:
    'Check your inbox: we have sent a link to confirm your subscription, unless this address is subscribed already.',
  confirmed: 'Thank you: you are subscribed to the Griot newsletter.',
  confirmLinkInvalid: 'This confirmation link has expired or has already been used. Subscribe again to get a new one.',
  unsubscribed: 'You are unsubscribed: no more newsletters will be sent to this address.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid any more.',
  statusInvalid: `Status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}.`,
  subjectRequired: 'Subject is required.',
  subjectTooLong: `Subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters.`,
  bodyRequired: 'Write the newsletter before you save it.',
  bodyTooLong: `The newsletter must be at most ${NEWSLETTER_BODY_MAX.toLocaleString('en')} characters.`,
  issueNotFound: 'Newsletter issue not found.',
  alreadySent: 'This issue has been sent already: write a new one.',
  testSent: (address: string) => `A test was sent to ${address}.`,
} as const;

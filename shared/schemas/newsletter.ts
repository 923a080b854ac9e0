// The newsletter as the API takes and gives it: a visitor's subscription and its mailed links, and the
// admin's issues and subscribers (docs/product.md §13).
import Type, { type Static } from 'typebox';
import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX, newsletterTexts, SUBSCRIBER_STATUSES } from '../newsletter';
import type { MessageDescriptor } from '../texts';
import { accountMessages } from './account-messages';
import { EMAIL_PATTERN } from './auth-limits';
import { Id, IsoDateTime, Page } from './common';
import { PersonText } from './text-rules';

export const SubscribeBody = Type.Object(
  {
    email: Type.String({
      maxLength: 1000,
      pattern: EMAIL_PATTERN,
      errorMessage: { pattern: accountMessages.emailInvalid },
    }),
  },
  { additionalProperties: false },
);
export type SubscribeBody = Static<typeof SubscribeBody>;

/** A mailed link's token (256 bits, base64url). */
const LinkToken = (message: MessageDescriptor) =>
  Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_-]{43}$', errorMessage: { pattern: message } });

export const ConfirmSubscriptionBody = Type.Object(
  { token: LinkToken(newsletterTexts.confirmLinkInvalid) },
  { additionalProperties: false },
);
export type ConfirmSubscriptionBody = Static<typeof ConfirmSubscriptionBody>;

/** The one-click address of RFC 8058 carries its token in the query: a mail client posts no JSON. */
export const NewsletterUnsubscribeQuery = Type.Object(
  { token: LinkToken(newsletterTexts.unsubscribeLinkInvalid) },
  { additionalProperties: false },
);

export const SubscriberStatus = Type.Enum([...SUBSCRIBER_STATUSES], {
  errorMessage: { enum: newsletterTexts.statusInvalid },
});

export const SubscriberQuery = Type.Object(
  {
    status: Type.Optional(SubscriberStatus),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);

export const SubscriberExportQuery = Type.Object(
  { status: Type.Optional(SubscriberStatus) },
  { additionalProperties: false },
);

export const Subscriber = Type.Object({
  id: Id,
  email: Type.String(),
  status: SubscriberStatus,
  createdAt: IsoDateTime,
  confirmedAt: Type.Union([IsoDateTime, Type.Null()]),
  unsubscribedAt: Type.Union([IsoDateTime, Type.Null()]),
});
export type Subscriber = Static<typeof Subscriber>;

export const SubscriberCounts = Type.Object({
  pending: Type.Integer({ minimum: 0 }),
  confirmed: Type.Integer({ minimum: 0 }),
  unsubscribed: Type.Integer({ minimum: 0 }),
});

export const SubscriberPage = Type.Object({ ...Page(Subscriber).properties, counts: SubscriberCounts });
export type SubscriberPage = Static<typeof SubscriberPage>;

export const NewsletterIssueBody = Type.Object(
  {
    subject: PersonText(1000, {
      required: newsletterTexts.subjectRequired,
      max: { length: NEWSLETTER_SUBJECT_MAX, message: newsletterTexts.subjectTooLong },
    }),
    body: PersonText(NEWSLETTER_BODY_MAX * 2, {
      paragraphs: true,
      required: newsletterTexts.bodyRequired,
      max: { length: NEWSLETTER_BODY_MAX, message: newsletterTexts.bodyTooLong },
    }),
  },
  { additionalProperties: false },
);
export type NewsletterIssueBody = Static<typeof NewsletterIssueBody>;

export const NewsletterIssue = Type.Object({
  id: Id,
  subject: Type.String(),
  /** Markdown, as the admin wrote it. */
  body: Type.String(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /** When Send was pressed; null for a draft. */
  sentAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Confirmed subscribers it has been queued for so far. */
  recipientCount: Type.Integer({ minimum: 0 }),
});
export type NewsletterIssue = Static<typeof NewsletterIssue>;

export const NewsletterIssuePage = Page(NewsletterIssue);
export type NewsletterIssuePage = Static<typeof NewsletterIssuePage>;

export const NewsletterIssueQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);

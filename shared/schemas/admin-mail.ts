// The outbox as the admin panel reads it: every stored message, newest first, and one with its text.
import Type, { type Static } from 'typebox';
import { MAIL_STATUSES, mailTexts } from '../mail';
import { Id, IsoDateTime, Page } from './common';

export const MailStatus = Type.Enum([...MAIL_STATUSES], { errorMessage: { enum: mailTexts.statusInvalid } });

export const AdminMailQuery = Type.Object(
  {
    status: Type.Optional(MailStatus),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);

export const AdminMailSummary = Type.Object({
  id: Id,
  to: Type.String(),
  subject: Type.String(),
  status: MailStatus,
  createdAt: IsoDateTime,
  sentAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Why the last try failed, without the addresses SMTP servers quote back. */
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type AdminMailSummary = Static<typeof AdminMailSummary>;

/** The messages still unsent, by status: the screen's "3 failed". */
export const UnsentMailCounts = Type.Object({
  failed: Type.Integer({ minimum: 0 }),
  held: Type.Integer({ minimum: 0 }),
  queued: Type.Integer({ minimum: 0 }),
});

export const AdminMailPage = Type.Object({
  ...Page(AdminMailSummary).properties,
  counts: UnsentMailCounts,
  sending: Type.Boolean({ description: 'Whether an SMTP server is set: without one, messages are held' }),
});
export type AdminMailPage = Static<typeof AdminMailPage>;

export const AdminMail = Type.Object({
  ...AdminMailSummary.properties,
  /** The plain-text part: the HTML part is never sent to the screen. */
  text: Type.String(),
  /** Tries made by the job runner, over every time the message was queued. */
  attempts: Type.Integer({ minimum: 0 }),
  sending: Type.Boolean(),
});
export type AdminMail = Static<typeof AdminMail>;

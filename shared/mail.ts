// The outbox's closed list and the texts of its refusals (the Mail screen's labels are in the admin area's
// code, client/features/admin/lib/mail-status.ts, out of the visitor's first load).

/** A stored message's life: queued to be sent, held (no SMTP server set), sent, or failed (tries spent). */
export const MAIL_STATUSES = ['queued', 'held', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The statuses that still need a person or the job runner, counted for the Mail screen. */
export const UNSENT_MAIL_STATUSES = ['failed', 'held', 'queued'] as const satisfies readonly MailStatus[];

export const mailTexts = {
  statusInvalid: `Status must be one of: ${MAIL_STATUSES.join(', ')}.`,
  notFound: 'Message not found.',
  alreadySent: 'This message has been sent already.',
  // Without an SMTP server a message sent again would only be held again.
  mailOff: 'Mail cannot be sent: SMTP_URL is not set, so messages are held in the outbox.',
} as const;

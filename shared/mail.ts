// The outbox's closed list and texts, used by the server's rules and the admin's Mail screen alike.

/** A stored message's life: queued to be sent, held (no SMTP server set), sent, or failed (tries spent). */
export const MAIL_STATUSES = ['queued', 'held', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The statuses that still need a person or the job runner: the Mail screen counts them. */
export const UNSENT_MAIL_STATUSES = ['failed', 'held', 'queued'] as const satisfies readonly MailStatus[];

/** A message's status in words, as the Mail screen's filter and badges show it. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  held: 'Held in outbox',
  sent: 'Sent',
  failed: 'Failed',
};

export const mailTexts = {
  statusInvalid: `Status must be one of: ${MAIL_STATUSES.join(', ')}.`,
  notFound: 'Message not found.',
  alreadySent: 'This message has been sent already.',
  // Without an SMTP server a message sent again would only be held again.
  mailOff: 'Mail cannot be sent: SMTP_URL is not set, so messages are held in the outbox.',
} as const;

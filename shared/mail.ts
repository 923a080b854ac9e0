// The outbox's closed list and the texts of its refusals, as Lingui descriptors (the Mail screen's labels are
// in the admin area's code, client/features/admin/lib/mail-status.ts, out of the visitor's first load).
import { withValues } from './texts';

/** A stored message's life: queued to be sent, held (no SMTP server set), sent, or failed (tries spent). */
export const MAIL_STATUSES = ['queued', 'held', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The statuses that still need a person or the job runner, counted for the Mail screen. */
export const UNSENT_MAIL_STATUSES = ['failed', 'held', 'queued'] as const satisfies readonly MailStatus[];

export const mailTexts = {
  statusInvalid: withValues(
    /*i18n*/ { id: 'admin.mail.refused.status-invalid', message: 'Status must be one of: {statuses}.' },
    { statuses: MAIL_STATUSES.join(', ') },
  ),
  notFound: /*i18n*/ { id: 'admin.mail.refused.not-found', message: 'Message not found.' },
  alreadySent: /*i18n*/ { id: 'admin.mail.refused.already-sent', message: 'This message has been sent already.' },
  // Without an SMTP server a message sent again would only be held again.
  mailOff: /*i18n*/ {
    id: 'admin.mail.refused.mail-off',
    message: 'Mail cannot be sent: SMTP_URL is not set, so messages are held in the outbox.',
  },
} as const;

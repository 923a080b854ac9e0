// A stored message's statuses in words, kept in the admin area's code: shared/ would put them in the
// visitor's first load.
import type { MailStatus } from '@shared/mail';

/** In the Mail screen's order: what needs a person first. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  failed: 'Failed',
  held: 'Held in outbox',
  queued: 'Queued',
  sent: 'Sent',
};

export const MAIL_FILTER = Object.keys(MAIL_STATUS_LABELS) as MailStatus[];

/** The statuses the list counts (sent mail needs nobody). */
export const UNSENT = ['failed', 'held', 'queued'] as const satisfies readonly MailStatus[];

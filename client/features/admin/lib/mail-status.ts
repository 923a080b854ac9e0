// A stored message's statuses in words, kept in the admin area's code: shared/ would put them in the
// visitor's first load.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MailStatus } from '@shared/mail';

/** In the Mail screen's order: what needs a person first. */
export const MAIL_STATUS_LABELS: Record<MailStatus, MessageDescriptor> = {
  failed: msg({ id: 'admin.mail.status.failed', message: 'Failed' }),
  held: msg({ id: 'admin.mail.status.held', message: 'Held in outbox' }),
  queued: msg({ id: 'admin.mail.status.queued', message: 'Queued' }),
  sent: msg({ id: 'admin.mail.status.sent', message: 'Sent' }),
};

/** How many messages have a status the list counts: "3 failed". */
export function mailStatusCount(status: (typeof UNSENT)[number], count: number): string {
  if (status === 'failed') return t({ id: 'admin.mail.count.failed', message: `${count} failed` });
  if (status === 'held') return t({ id: 'admin.mail.count.held', message: `${count} held in outbox` });
  return t({ id: 'admin.mail.count.queued', message: `${count} queued` });
}

export const MAIL_FILTER = Object.keys(MAIL_STATUS_LABELS) as MailStatus[];

/** The statuses the list counts (sent mail needs nobody). */
export const UNSENT = ['failed', 'held', 'queued'] as const satisfies readonly MailStatus[];

import { useLingui } from '@lingui/react/macro';
import type { MailStatus } from '@shared/mail';
import { MAIL_STATUS_LABELS } from '../lib/mail-status';

const TONES: Record<MailStatus, string> = {
  failed: 'bg-danger-50 text-danger-700 ring-1 ring-danger-200',
  held: 'bg-ochre-400 text-ink-900',
  queued: 'bg-cream-200 text-ink-700',
  sent: 'bg-forest-600/10 text-forest-700',
};

/** A stored message's status as a small label: red when it failed, ochre while held in the outbox. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      data-testid="mail-status"
      className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
    >
      {i18n._(MAIL_STATUS_LABELS[status])}
    </span>
  );
}

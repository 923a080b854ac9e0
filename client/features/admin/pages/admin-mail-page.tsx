import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MailStatus } from '@shared/mail';
import type { AdminMailSummary } from '@shared/schemas/admin-mail';
import { Alert } from '@client/components/ui/alert';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { SelectField } from '@client/components/ui/select-field';
import { Timestamp } from '@client/components/ui/timestamp';
import { useAdminMail } from '../api/get-admin-mail';
import { AdminPage } from '@client/components/admin/admin-page';
import { MailMessageDialog } from '../components/mail-message-dialog';
import { MailStatusBadge } from '../components/mail-status-badge';
import { MAIL_FILTER, MAIL_STATUS_LABELS, UNSENT, mailStatusCount } from '../lib/mail-status';

const isStatus = (value: string | null): value is MailStatus => MAIL_FILTER.some((status) => status === value);

/** The outbox: every message Griot stored, newest first, by status (kept in the address, ?status=failed). */
export function AdminMailPage() {
  const { t, i18n } = useLingui();
  const statusOptions = MAIL_FILTER.map((value) => ({ value, label: i18n._(MAIL_STATUS_LABELS[value]) }));
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = isStatus(asked) ? asked : '';
  const mail = useAdminMail(status);
  const [open, setOpen] = useState<string | null>(null);
  const first = mail.data?.pages[0];
  const unsent = first ? UNSENT.filter((s) => first.counts[s] > 0) : [];
  return (
    <AdminPage
      title={t({ id: 'admin.mail.title', message: 'Mail' })}
      intro={t({
        id: 'admin.mail.intro',
        message: 'Every message Griot sends, newest first. Open one to read it or send it again.',
      })}
    >
      {first && !first.sending && (
        <Alert
          compact
          className="mb-6"
          message={t({ id: 'admin.mail.not-set-up', message: 'Mail is not set up: messages are held in the outbox.' })}
          detail={t({
            id: 'admin.mail.not-set-up-detail',
            message:
              "Set SMTP_URL and MAIL_FROM in the server's environment and restart it (README, Payments and mail); then send the held messages again.",
          })}
        />
      )}
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <SelectField
          label={t({ id: 'admin.mail.status', message: 'Status' })}
          options={statusOptions}
          placeholder={t({ id: 'admin.mail.status-all', message: 'All' })}
          value={status}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {}, { replace: true })}
          className="w-56"
        />
        {unsent.length > 0 && (
          <p className="pb-3 text-sm font-semibold text-ink-700" data-testid="mail-counts">
            {unsent.map((s) => mailStatusCount(s, first!.counts[s])).join(' · ')}
          </p>
        )}
      </div>
      <div className="mt-6">
        <LoadMoreList<AdminMailSummary>
          query={mail}
          failure={t({ id: 'admin.mail.load-failed', message: 'Failed to load the mail. Please try again.' })}
          empty={
            <EmptyState
              title={t({ id: 'admin.mail.empty', message: 'No mail yet' })}
              description={
                status
                  ? t({ id: 'admin.mail.empty-status', message: 'No message has this status.' })
                  : t({
                      id: 'admin.mail.empty-hint',
                      message: 'Receipts, links and notices show here as Griot sends them.',
                    })
              }
            />
          }
          className="divide-y divide-ink-900/10 rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5"
          renderItem={(message) => <MailRow message={message} onOpen={() => setOpen(message.id)} />}
        />
      </div>
      {open && <MailMessageDialog id={open} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}

function MailRow({ message, onOpen }: { message: AdminMailSummary; onOpen: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4 text-sm">
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onOpen}
          className="text-left font-semibold text-ink-900 underline-offset-4 wrap-anywhere hover:underline"
        >
          {message.subject}
        </button>
        <p className="text-ink-500 wrap-anywhere">{message.to}</p>
        {message.status === 'failed' && message.lastError && (
          <p className="mt-1 text-danger-700 wrap-anywhere">{message.lastError}</p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <MailStatusBadge status={message.status} />
        <Timestamp value={message.sentAt ?? message.createdAt} className="text-ink-500" />
      </div>
    </div>
  );
}

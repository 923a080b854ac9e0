import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { InlineSpinner } from '@client/components/ui/inline-spinner';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { Timestamp } from '@client/components/ui/timestamp';
import { failureMessage } from '@client/lib/failure-message';
import { useAdminMailMessage } from '../api/get-admin-mail-message';
import { useRetryMail } from '../api/retry-mail';
import { MailStatusBadge } from './mail-status-badge';

interface MailMessageDialogProps {
  id: string;
  onClose: () => void;
}

/**
 * One stored message as its reader gets it in plain text (the HTML part never reaches the page), with
 * "Send again" while it is failed or held and an SMTP server is set.
 */
export function MailMessageDialog({ id, onClose }: MailMessageDialogProps) {
  const { t } = useLingui();
  const headingId = useId();
  const message = useAdminMailMessage(id);
  const retry = useRetryMail(id);
  const data = message.data;
  const canRetry = data !== undefined && data.sending && (data.status === 'failed' || data.status === 'held');
  return (
    <Dialog labelledBy={headingId} onCancel={onClose} className="max-w-2xl">
      <div className="px-5 pt-6 pb-6 sm:px-8 sm:pt-8">
        <h2 id={headingId} className="text-2xl font-semibold wrap-anywhere">
          {data?.subject ?? <Trans id="admin.mail.message">Message</Trans>}
        </h2>
        {message.isPending && <Spinner className="py-10" />}
        {message.isError && (
          <LoadFailure
            className="mt-4"
            message={t({ id: 'admin.mail.message-load-failed', message: 'Failed to load the message.' })}
            query={message}
          />
        )}
        {data && (
          <>
            <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">
                <Trans id="admin.mail.to">To</Trans>
              </dt>
              <dd className="wrap-anywhere">{data.to}</dd>
              <dt className="font-semibold">
                <Trans id="admin.mail.status">Status</Trans>
              </dt>
              <dd>
                <MailStatusBadge status={data.status} />
              </dd>
              <dt className="font-semibold">
                <Trans id="admin.mail.stored">Stored</Trans>
              </dt>
              <dd>
                <Timestamp value={data.createdAt} />
              </dd>
              {data.sentAt && (
                <>
                  <dt className="font-semibold">
                    <Trans id="admin.mail.sent">Sent</Trans>
                  </dt>
                  <dd>
                    <Timestamp value={data.sentAt} />
                  </dd>
                </>
              )}
              <dt className="font-semibold">
                <Trans id="admin.mail.tries">Tries</Trans>
              </dt>
              <dd>{data.attempts}</dd>
              {data.lastError && (
                <>
                  <dt className="font-semibold">
                    <Trans id="admin.mail.last-error">Last error</Trans>
                  </dt>
                  <dd className="text-danger-700 wrap-anywhere">{data.lastError}</dd>
                </>
              )}
            </dl>
            {/* Text, not links: a message's links may be a member's live reset or confirmation link. */}
            <pre
              data-testid="mail-text"
              className="mt-6 rounded-xl bg-cream-200 p-4 font-sans text-sm whitespace-pre-wrap wrap-anywhere text-ink-900"
            >
              {data.text}
            </pre>
            {data.status === 'held' && !data.sending && (
              <p className="mt-4 text-sm text-ink-500">
                <Trans id="admin.mail.held-explain">
                  Held because SMTP_URL is not set: set it, restart the server, then send it again.
                </Trans>
              </p>
            )}
          </>
        )}
      </div>
      <div className="sticky bottom-0 border-t border-ink-900/10 bg-cream-50 px-5 py-4 sm:px-8">
        {retry.isError && <Alert compact className="mb-4" message={failureMessage(retry.error)} />}
        <div className="flex justify-end gap-3">
          <Button variant="quiet" onClick={onClose} data-autofocus>
            <Trans id="admin.close">Close</Trans>
          </Button>
          {canRetry && (
            <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
              {retry.isPending && <InlineSpinner />}
              <Trans id="admin.mail.send-again">Send again</Trans>
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MAIL_TOPICS, type MailTopic } from '@shared/mail-topics';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { FormCard } from '@client/components/ui/form-card';
import { StatusMessage } from '@client/components/ui/status-message';
import { apiPost } from '@client/lib/api/api-client';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { tokenInAddress } from '@client/lib/token-in-address';
import { DocumentTitle } from '@client/components/ui/document-title';

/** Which mails the link is about, read from its fragment before the token leaves the address bar. */
function linkInAddress(): { topic: MailTopic | null; token: string } {
  const topic = new URLSearchParams(window.location.hash.slice(1)).get('topic');
  return {
    topic: topic && (MAIL_TOPICS as readonly string[]).includes(topic) ? (topic as MailTopic) : null,
    token: tokenInAddress(),
  };
}

/**
 * A notification mail's "Stop mails" link: one click here turns them off. Opening the page alone changes
 * nothing, so the link scanners of mail services cannot unsubscribe anyone.
 */
export function UnsubscribePage() {
  const [{ topic, token }] = useState(linkInAddress);
  const { t } = useLingui();
  const stopping = useMutation({
    mutationFn: () =>
      apiPost<{ message: string }>('/api/notifications/unsubscribe', undefined, { query: { token, topic } }),
    networkMode: 'always',
  });
  return (
    <>
      <DocumentTitle>
        {t({ id: 'notifications.unsubscribe.document-title', message: 'Stop Mails · Griot' })}
      </DocumentTitle>
      <FormCard
        title={t({ id: 'notifications.unsubscribe.title', message: 'Stop These Mails' })}
        intro={t({
          id: 'notifications.unsubscribe.intro',
          message: 'The bell on the site keeps showing what happens; only the mails stop.',
        })}
      >
        {!token || !topic ? (
          <Alert
            message={t({
              id: 'notifications.unsubscribe.link-incomplete',
              message: 'This unsubscribe link is not complete: open it from the mail again.',
            })}
          />
        ) : stopping.isSuccess ? (
          <div className="flex flex-col gap-5">
            <StatusMessage>{stopping.data.message}</StatusMessage>
            <ButtonLink to={`${paths.account.to()}#notifications`} variant="quiet" className="self-start">
              <Trans id="notifications.unsubscribe.choose">Choose Your Mails</Trans>
            </ButtonLink>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <p className="text-ink-700">
              {t({
                id: 'notifications.unsubscribe.ask',
                message: select(topic, {
                  replies: 'Stop mails about replies to your posts and what you follow?',
                  mentions: 'Stop mails about mentions of you?',
                  other: 'Stop mails about replies and mentions?',
                }),
              })}
            </p>
            {stopping.isError && <Alert message={failureMessage(stopping.error)} />}
            <Button size="lg" disabled={stopping.isPending} onClick={() => stopping.mutate()}>
              {stopping.isPending
                ? t({ id: 'notifications.unsubscribe.stopping', message: 'Stopping…' })
                : t({ id: 'notifications.unsubscribe.button', message: 'Stop These Mails' })}
            </Button>
          </div>
        )}
      </FormCard>
    </>
  );
}

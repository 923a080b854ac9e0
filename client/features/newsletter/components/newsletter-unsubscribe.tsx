import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormCard } from '@client/components/ui/form-card';
import { StatusMessage } from '@client/components/ui/status-message';
import { apiPost } from '@client/lib/api/api-client';
import { failureMessage } from '@client/lib/failure-message';
import { tokenInQuery } from '../lib/link-token';
import { DocumentTitle } from '@client/components/ui/document-title';

/** A newsletter's Unsubscribe link: one click here stops it (the mail client's one-click needs none). */
export function NewsletterUnsubscribe() {
  const [token] = useState(tokenInQuery);
  const { t } = useLingui();
  const stopping = useMutation({
    mutationFn: () => apiPost<{ message: string }>('/api/newsletter/unsubscribe', undefined, { query: { token } }),
    networkMode: 'always',
  });
  return (
    <>
      <DocumentTitle>
        {t({ id: 'newsletter.unsubscribe.document-title', message: 'Unsubscribe · Griot' })}
      </DocumentTitle>
      <FormCard
        title={t({ id: 'newsletter.unsubscribe.title', message: 'Unsubscribe' })}
        intro={t({ id: 'newsletter.unsubscribe.intro', message: 'Stop the Griot newsletter at this address.' })}
      >
        {!token ? (
          <Alert
            message={t({
              id: 'newsletter.unsubscribe.link-incomplete',
              message: 'This unsubscribe link is not complete: open it from the mail again.',
            })}
          />
        ) : stopping.isSuccess ? (
          <StatusMessage>{stopping.data.message}</StatusMessage>
        ) : (
          <div className="flex flex-col gap-5">
            {stopping.isError && <Alert message={failureMessage(stopping.error)} />}
            <Button size="lg" disabled={stopping.isPending} onClick={() => stopping.mutate()}>
              {stopping.isPending
                ? t({ id: 'newsletter.unsubscribe.unsubscribing', message: 'Unsubscribing…' })
                : t({ id: 'newsletter.unsubscribe.button', message: 'Unsubscribe' })}
            </Button>
          </div>
        )}
      </FormCard>
    </>
  );
}

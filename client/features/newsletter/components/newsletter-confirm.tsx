import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { FormCard } from '@client/components/ui/form-card';
import { StatusMessage } from '@client/components/ui/status-message';
import { apiPost } from '@client/lib/api/api-client';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { tokenInQuery } from '../lib/link-token';
import { DocumentTitle } from '@client/components/ui/document-title';

/**
 * The confirmation mail's link: one click here subscribes. Opening the page alone changes nothing, so the
 * link scanners of mail services cannot subscribe anyone (docs/product.md §13).
 */
export function NewsletterConfirm() {
  const [token] = useState(tokenInQuery);
  const { t } = useLingui();
  const confirming = useMutation({
    mutationFn: () => apiPost<{ message: string }>('/api/newsletter/confirm', { token }),
    networkMode: 'always',
  });
  return (
    <>
      <DocumentTitle>
        {t({ id: 'newsletter.confirm.document-title', message: 'Confirm Your Subscription · Griot' })}
      </DocumentTitle>
      <FormCard
        title={t({ id: 'newsletter.confirm.title', message: 'Confirm Your Subscription' })}
        intro={t({ id: 'newsletter.confirm.intro', message: 'New drops, shows and stories from Griot, once a month.' })}
      >
        {!token ? (
          <Alert
            message={t({
              id: 'newsletter.confirm.link-incomplete',
              message: 'This confirmation link is not complete: open it from the mail again.',
            })}
          />
        ) : confirming.isSuccess ? (
          <div className="flex flex-col gap-5">
            <StatusMessage>{confirming.data.message}</StatusMessage>
            <ButtonLink to={paths.home.to()} variant="quiet" className="self-start">
              <Trans id="newsletter.confirm.continue">Continue</Trans>
            </ButtonLink>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <p className="text-ink-700">
              <Trans id="newsletter.confirm.ask">One click, and the newsletter comes to your inbox.</Trans>
            </p>
            {confirming.isError && <Alert message={failureMessage(confirming.error)} />}
            <Button size="lg" disabled={confirming.isPending} onClick={() => confirming.mutate()}>
              {confirming.isPending
                ? t({ id: 'newsletter.confirm.confirming', message: 'Confirming…' })
                : t({ id: 'newsletter.confirm.button', message: 'Confirm My Subscription' })}
            </Button>
          </div>
        )}
      </FormCard>
    </>
  );
}

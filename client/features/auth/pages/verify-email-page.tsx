import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountMessages } from '@shared/schemas/account-messages';
import { Alert } from '@client/components/ui/alert';
import { ButtonLink } from '@client/components/ui/button-link';
import { FormCard } from '@client/components/ui/form-card';
import { Spinner } from '@client/components/ui/spinner';
import { StatusMessage } from '@client/components/ui/status-message';
import { postEmailConfirmation } from '@client/lib/auth/auth-api';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { tokenInAddress } from '@client/lib/token-in-address';
import { DocumentTitle } from '@client/components/ui/document-title';

/** The confirmation mail's page: the link is the click, so the address is confirmed as the page opens. */
export function VerifyEmailPage() {
  const { t, i18n } = useLingui();
  const { user, refresh } = useAuth();
  const [token] = useState(tokenInAddress);
  const confirming = useMutation({
    mutationFn: postEmailConfirmation,
    networkMode: 'always',
    // Whoever is signed in here sees their confirmed address at once (the banner goes).
    onSuccess: () => void refresh(),
  });
  const { mutate } = confirming;
  const confirmedEmail = confirming.data?.email;
  // A link works once: sent once, even when an effect runs twice (React's development checks).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <>
      <DocumentTitle>{t({ id: 'auth.verify.document-title', message: 'Confirm Your E-mail · Griot' })}</DocumentTitle>
      <FormCard
        title={t({ id: 'auth.verify.title', message: 'Confirm Your E-mail' })}
        intro={t({ id: 'auth.verify.intro', message: 'One click from your inbox, and we know this address is yours.' })}
      >
        {!token ? (
          <Alert message={i18n._(accountMessages.verifyLinkInvalid)} />
        ) : confirming.isSuccess ? (
          <div className="flex flex-col gap-5">
            <StatusMessage>
              <p className="font-medium">{confirming.data.message}</p>
              <p className="mt-1 text-sm">
                <Trans id="auth.verify.address">Your account’s address is {confirmedEmail}.</Trans>
              </p>
            </StatusMessage>
            <ButtonLink to={user ? paths.home.to() : paths.login.to()} size="lg">
              {user ? <Trans id="auth.continue">Continue</Trans> : <Trans id="auth.sign-in.submit">Sign In</Trans>}
            </ButtonLink>
          </div>
        ) : confirming.isError ? (
          <div className="flex flex-col gap-3">
            <Alert message={failureMessage(confirming.error)} />
            {user && !user.emailVerified && (
              <p className="text-sm text-ink-500">
                <Trans id="auth.verify.ask-again">Ask for a new link with “Send it again” above.</Trans>
              </p>
            )}
          </div>
        ) : (
          <Spinner />
        )}
      </FormCard>
    </>
  );
}

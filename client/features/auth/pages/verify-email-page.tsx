import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
  const { user, refresh } = useAuth();
  const [token] = useState(tokenInAddress);
  const confirming = useMutation({
    mutationFn: postEmailConfirmation,
    networkMode: 'always',
    // Whoever is signed in here sees their confirmed address at once (the banner goes).
    onSuccess: () => void refresh(),
  });
  const { mutate } = confirming;
  // A link works once: sent once, even when an effect runs twice (React's development checks).
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <>
      <DocumentTitle>Confirm Your E-mail · Griot</DocumentTitle>
      <FormCard title="Confirm Your E-mail" intro="One click from your inbox, and we know this address is yours.">
        {!token ? (
          <Alert message={accountMessages.verifyLinkInvalid} />
        ) : confirming.isSuccess ? (
          <div className="flex flex-col gap-5">
            <StatusMessage>
              <p className="font-medium">{confirming.data.message}</p>
              <p className="mt-1 text-sm">Your account’s address is {confirming.data.email}.</p>
            </StatusMessage>
            <ButtonLink to={user ? paths.home.to() : paths.login.to()} size="lg">
              {user ? 'Continue' : 'Sign In'}
            </ButtonLink>
          </div>
        ) : confirming.isError ? (
          <div className="flex flex-col gap-3">
            <Alert message={failureMessage(confirming.error)} />
            {user && !user.emailVerified && (
              <p className="text-sm text-ink-500">Ask for a new link with “Send it again” above.</p>
            )}
          </div>
        ) : (
          <Spinner />
        )}
      </FormCard>
    </>
  );
}

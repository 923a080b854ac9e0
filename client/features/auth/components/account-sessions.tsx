import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { postSignOutEverywhere } from '@client/lib/auth/auth-api';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';

/** Sign out everywhere: every session of the account ends, this one too. */
export function AccountSessions() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const ending = useMutation({
    mutationFn: postSignOutEverywhere,
    networkMode: 'always',
    onSuccess: async () => {
      await refresh();
      await navigate(paths.login.to());
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-500">
        <Trans id="auth.sessions.explain">
          Lost a phone, or signed in on a shared computer? This signs you out on every device, this one included.
        </Trans>
      </p>
      {ending.isError && <Alert compact message={failureMessage(ending.error)} />}
      <Button variant="quiet" disabled={ending.isPending} className="self-start" onClick={() => ending.mutate()}>
        {ending.isPending ? (
          <Trans id="auth.sessions.signing-out">Signing out…</Trans>
        ) : (
          <Trans id="auth.sessions.sign-out-everywhere">Sign Out Everywhere</Trans>
        )}
      </Button>
    </div>
  );
}

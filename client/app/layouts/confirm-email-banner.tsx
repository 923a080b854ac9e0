import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { postVerificationResend } from '@client/lib/auth/auth-api';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';

/**
 * Until a member confirms their address, a quiet line under the header asks for it and sends the link
 * again on request. Nothing else waits for it: joining signs in at once.
 */
export function ConfirmEmailBanner() {
  const { user } = useAuth();
  const { t } = useLingui();
  const [said, setSaid] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;
  const { email } = user;

  const resend = () => {
    setSending(true);
    postVerificationResend()
      .then((answer) => setSaid(answer.message))
      .catch((error: unknown) => setSaid(failureMessage(error)))
      .finally(() => setSending(false));
  };

  return (
    <div className="border-b border-ochre-300/60 bg-cream-200 px-4 py-2 text-center text-sm text-ink-800">
      <span>
        <Trans id="app.confirm-email.ask">
          Please confirm your e-mail address: we sent a link to <strong className="wrap-anywhere">{email}</strong>.
        </Trans>
      </span>{' '}
      {said ? (
        <span role="status">{said}</span>
      ) : (
        <button
          type="button"
          disabled={sending}
          onClick={resend}
          className="font-semibold text-terracotta-600 underline underline-offset-4 disabled:opacity-60"
        >
          {sending
            ? t({ id: 'app.confirm-email.sending', message: 'Sending…' })
            : t({ id: 'app.confirm-email.resend', message: 'Send it again' })}
        </button>
      )}
    </div>
  );
}

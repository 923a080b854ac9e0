import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { StatusMessage } from '@client/components/ui/status-message';
import { postPasswordResetRequest } from '@client/lib/auth/auth-api';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { paths } from '@client/lib/paths';
import { AuthScreen } from '../components/auth-screen';
import { EmailField } from '../components/email-field';

const requestSchema = () => import('@shared/schemas/auth').then((schemas) => schemas.PasswordResetRequestBody);

/** "Forgot password?": one field, and the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useFormCheck();
  const asking = useMutation({ mutationFn: postPasswordResetRequest, networkMode: 'always' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (asking.isPending) return;
    asking.reset();
    check(
      formElement,
      () => problemsOf(requestSchema, { email }),
      (problems) => {
        setError(problemsByField(problems).email);
        if (problems.length === 0) asking.mutate({ email });
      },
    );
  };

  return (
    <AuthScreen
      title={t({ id: 'auth.forgot.title', message: 'Forgot Password' })}
      intro={t({
        id: 'auth.forgot.intro',
        message: 'Enter the e-mail of your account, and we will send you a link to choose a new password.',
      })}
      other={{
        question: t({ id: 'auth.remembered-it', message: 'Remembered it?' }),
        to: paths.login.to(),
        label: t({ id: 'auth.sign-in.submit', message: 'Sign In' }),
      }}
    >
      {asking.isSuccess ? (
        <StatusMessage>
          <p className="font-medium">{asking.data.message}</p>
          <p className="mt-2 text-sm">
            <Trans id="auth.forgot.sent-help">
              The link works for 30 minutes. Nothing arrived? Look in your spam folder, or{' '}
              <button type="button" className="font-semibold underline" onClick={() => asking.reset()}>
                ask again
              </button>
              .
            </Trans>
          </p>
        </StatusMessage>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {asking.isError && <Alert message={failureMessage(asking.error)} />}
          <EmailField value={email} onChange={setEmail} error={error} />
          <Button type="submit" variant="secondary" size="lg" disabled={asking.isPending} className="mt-2 w-full">
            {asking.isPending ? (
              <Trans id="auth.sending">Sending…</Trans>
            ) : (
              <Trans id="auth.forgot.submit">Send Link</Trans>
            )}
          </Button>
        </form>
      )}
    </AuthScreen>
  );
}

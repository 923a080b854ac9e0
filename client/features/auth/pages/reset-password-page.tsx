import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountMessages } from '@shared/schemas/account-messages';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { StatusMessage } from '@client/components/ui/status-message';
import { ApiError } from '@client/lib/api/api-errors';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { paths } from '@client/lib/paths';
import { AuthScreen } from '../components/auth-screen';
import { NewPasswordField } from '../components/new-password-field';
import { tokenInAddress } from '@client/lib/token-in-address';

const resetSchema = () => import('@shared/schemas/auth').then((schemas) => schemas.PasswordResetBody);

/** The reset mail's page: a new password, under the rules of join; setting it signs in. */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const { resetPassword } = useAuth();
  const [token] = useState(tokenInAddress);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useFormCheck();
  const resetting = useMutation({ mutationFn: resetPassword, networkMode: 'always' });

  const linkDead =
    !token ||
    (resetting.error instanceof ApiError &&
      (resetting.error.code === 'RESET_LINK_INVALID' || resetting.error.field === 'token'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (resetting.isPending) return;
    resetting.reset();
    check(
      formElement,
      () => problemsOf(resetSchema, { token, password }),
      (problems) => {
        setError(problemsByField(problems).password);
        if (problems.length > 0) return;
        resetting.mutate({ token, password });
      },
    );
  };

  return (
    <AuthScreen
      title={t({ id: 'auth.reset.title', message: 'Choose a New Password' })}
      intro={t({ id: 'auth.reset.intro', message: 'Setting it signs you in here and out on every other device.' })}
      other={{
        question: t({ id: 'auth.remembered-it', message: 'Remembered it?' }),
        to: paths.login.to(),
        label: t({ id: 'auth.sign-in.submit', message: 'Sign In' }),
      }}
    >
      {resetting.isSuccess ? (
        <div className="flex flex-col gap-5">
          <StatusMessage>{i18n._(accountMessages.passwordChanged)}</StatusMessage>
          <ButtonLink to={resetting.data.role === 'admin' ? paths.adminDashboard.to() : paths.home.to()} size="lg">
            <Trans id="auth.continue">Continue</Trans>
          </ButtonLink>
        </div>
      ) : linkDead ? (
        <div className="flex flex-col gap-5">
          <Alert message={i18n._(accountMessages.resetLinkInvalid)} />
          <Link
            to={paths.forgotPassword.to()}
            className="font-semibold text-terracotta-600 underline-offset-4 hover:underline"
          >
            <Trans id="auth.reset.ask-new-link">Ask for a new link</Trans>
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {resetting.isError && <Alert message={failureMessage(resetting.error)} />}
          <NewPasswordField
            label={t({ id: 'auth.password.new', message: 'New password' })}
            value={password}
            onChange={setPassword}
            error={error}
          />
          <Button type="submit" variant="secondary" size="lg" disabled={resetting.isPending} className="mt-2 w-full">
            {resetting.isPending ? (
              <Trans id="auth.saving">Saving…</Trans>
            ) : (
              <Trans id="auth.reset.submit">Set Password and Sign In</Trans>
            )}
          </Button>
        </form>
      )}
    </AuthScreen>
  );
}

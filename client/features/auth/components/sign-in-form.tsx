import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shared/messages';
import type { LoginBody } from '@shared/schemas/auth';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { ApiError } from '@client/lib/api/api-errors';
import { useAuth } from '@client/lib/auth/auth-context';
import { problemsOf, useFormCheck } from '@client/lib/forms';
import { paths } from '@client/lib/paths';
import { EmailField } from './email-field';

const loginSchema = () => import('@shared/schemas/auth').then((schemas) => schemas.LoginBody);

interface SignInFormProps {
  /** Where to go once signed in. */
  onSignedIn: () => void;
}

/**
 * E-mail and password, both required. Any failure shows the one message of docs/product.md §8, so that the screen
 * never tells which e-mails have accounts; too many attempts add the server's advice below it. A suspended
 * member who gave the right password reads why and until when instead.
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // What the body's schema says is missing (one message for both fields).
  const [missing, setMissing] = useState<string | null>(null);
  const check = useFormCheck();
  // Sent at once even when the app believes it is offline: the form then says so, instead of waiting silently.
  const signIn = useMutation({
    mutationFn: ({ email, password }: LoginBody) => login(email, password),
    networkMode: 'always',
  });
  // Only too many attempts get the server's advice: any other reason could tell which e-mails have accounts.
  const advice = signIn.error instanceof ApiError && signIn.error.status === 429 ? signIn.error.message : null;
  // A suspension is told only to whoever gave the right password: why, and until when (docs/product.md §10).
  const suspended = signIn.error instanceof ApiError && signIn.error.code === 'SUSPENDED' ? signIn.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (signIn.isPending) return;
    signIn.reset();
    check(
      formElement,
      () => problemsOf(loginSchema, { email, password }),
      (problems) => {
        setMissing(problems[0]?.message ?? null);
        if (problems.length === 0) signIn.mutate({ email, password }, { onSuccess: onSignedIn });
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {signIn.isError &&
        (suspended ? <Alert message={suspended} /> : <Alert message={i18n._(messages.loginFailed)} detail={advice} />)}
      {missing && <Alert message={missing} />}
      <EmailField value={email} onChange={setEmail} invalid={Boolean(missing) && !email.trim()} />
      <div className="flex flex-col gap-2">
        <TextField
          label={t({ id: 'auth.field.password', message: 'Password' })}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          {...(missing && !password && { 'aria-invalid': true })}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Link
          to={paths.forgotPassword.to()}
          className="self-end text-sm font-semibold text-terracotta-600 underline-offset-4 hover:underline"
        >
          <Trans id="auth.sign-in.forgot-password">Forgot password?</Trans>
        </Link>
      </div>
      <Button type="submit" variant="secondary" size="lg" disabled={signIn.isPending} className="mt-2 w-full">
        {signIn.isPending ? (
          <Trans id="auth.sign-in.signing-in">Signing in…</Trans>
        ) : (
          <Trans id="auth.sign-in.submit">Sign In</Trans>
        )}
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { messages } from '@shared/messages';
import { accountMessages } from '@shared/validation/account';
import { ApiError } from '@client/api/api-errors';
import { Button } from '@client/components/ui/button';
import { ErrorMessage } from '@client/components/ui/error-message';
import { TextField } from '@client/components/ui/text-field';
import { useAuth } from './auth-context';

interface SignInFormProps {
  /** Where to go once signed in. */
  onSignedIn: () => void;
}

/**
 * E-mail and password, both required. Any failure shows the spec's one message, so that the screen
 * never tells which e-mails have accounts; too many attempts add the server's advice below it.
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ detail?: string } | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!email.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      await login(email, password);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? { detail: error.message } : {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {failure && <ErrorMessage message={messages.loginFailed} action={failure.detail && <p className="text-sm text-danger-700">{failure.detail}</p>} />}
      {missing && <ErrorMessage message={accountMessages.credentialsRequired} />}
      <TextField label="E-mail" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="secondary" size="lg" disabled={busy} className="mt-2 w-full">
        {busy ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}

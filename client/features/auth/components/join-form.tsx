import { useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, validateJoin, type FieldProblem } from '@shared/validation/account';
import { ApiError } from '@client/api/api-errors';
import { useAuth } from '@client/auth/auth-context';
import { Button } from '@client/components/ui/button';
import { ErrorMessage } from '@client/components/ui/error-message';
import { TextField } from '@client/components/ui/text-field';

const UNREACHABLE = 'Could not reach Griot. Check your connection and try again.';

/** E-mail, password and an optional display name, checked by the same rules the server applies. */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const { join } = useAuth();
  const [form, setForm] = useState({ email: '', password: '', displayName: '' });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const errorOf = (field: FieldProblem['field']) => problems.find((p) => p.field === field)?.message;
  const update = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateJoin(form);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await join({ email: form.email, password: form.password, ...(form.displayName.trim() ? { displayName: form.displayName } : {}) });
      onJoined();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : UNREACHABLE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {failure && <ErrorMessage message={failure} />}
      <TextField label="E-mail" type="email" name="email" autoComplete="email" required value={form.email} onChange={update('email')} error={errorOf('email')} />
      <TextField
        label="Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        hint={`At least ${PASSWORD_MIN} characters. A passphrase of a few words works well.`}
        value={form.password}
        onChange={update('password')}
        error={errorOf('password')}
      />
      <TextField
        label="Display name (optional)"
        name="displayName"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        hint="How other members see you. Leave it empty to use the part of your e-mail before the @."
        value={form.displayName}
        onChange={update('displayName')}
        error={errorOf('displayName')}
      />
      <Button type="submit" variant="accent" size="lg" disabled={busy} className="mt-2 w-full">
        {busy ? 'Joining…' : 'Join Community'}
      </Button>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { StatusMessage } from '@client/components/ui/status-message';
import { TextField } from '@client/components/ui/text-field';
import { putPassword } from '@client/lib/auth/auth-api';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { NewPasswordField } from './new-password-field';

const schema = () => import('@shared/schemas/auth').then((schemas) => schemas.ChangePasswordBody);
const EMPTY = { currentPassword: '', password: '' };

/** A new password: the current one first; the other devices are signed out. */
export function AccountPasswordForm() {
  const { t } = useLingui();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const check = useFormCheck();
  const saving = useMutation({ mutationFn: putPassword, networkMode: 'always', onSuccess: () => setForm(EMPTY) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (saving.isPending) return;
    saving.reset();
    check(
      formElement,
      () => problemsOf(schema, form),
      (problems) => {
        setErrors(problemsByField(problems));
        if (problems.length === 0) saving.mutate(form);
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="account-password">
      {saving.isSuccess && <StatusMessage>{saving.data.message}</StatusMessage>}
      {saving.isError && <Alert compact message={failureMessage(saving.error)} />}
      <TextField
        label={t({ id: 'auth.password.current', message: 'Current password' })}
        type="password"
        name="current-password"
        autoComplete="current-password"
        required
        value={form.currentPassword}
        onChange={(e) => setForm({ ...form, currentPassword: e.target.value })}
        error={errors.currentPassword}
      />
      <NewPasswordField
        label={t({ id: 'auth.password.new', message: 'New password' })}
        value={form.password}
        onChange={(password) => setForm({ ...form, password })}
        error={errors.password}
      />
      <Button type="submit" variant="secondary" disabled={saving.isPending} className="self-start">
        {saving.isPending ? (
          <Trans id="auth.saving">Saving…</Trans>
        ) : (
          <Trans id="auth.password.submit">Change Password</Trans>
        )}
      </Button>
    </form>
  );
}

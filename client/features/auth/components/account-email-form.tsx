import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { StatusMessage } from '@client/components/ui/status-message';
import { TextField } from '@client/components/ui/text-field';
import { postEmailChange } from '@client/lib/auth/auth-api';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { EmailField } from './email-field';

const schema = () => import('@shared/schemas/auth').then((schemas) => schemas.ChangeEmailBody);

/** A new address, with the password: a link goes to it, and the account moves when it is opened. */
export function AccountEmailForm({ current }: { current: string }) {
  const { t } = useLingui();
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const check = useFormCheck();
  const asking = useMutation({
    mutationFn: postEmailChange,
    networkMode: 'always',
    onSuccess: () => setForm({ email: '', password: '' }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (asking.isPending) return;
    asking.reset();
    check(
      formElement,
      () => problemsOf(schema, form),
      (problems) => {
        setErrors(problemsByField(problems));
        if (problems.length === 0) asking.mutate(form);
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="account-email">
      <p className="text-ink-500">
        <Trans id="auth.email.current">
          Your address is <strong className="text-ink-900">{current}</strong>. A new one counts once you open the link
          we send to it; we tell the old one too.
        </Trans>
      </p>
      {asking.isSuccess && <StatusMessage>{asking.data.message}</StatusMessage>}
      {asking.isError && <Alert compact message={failureMessage(asking.error)} />}
      <EmailField
        label={t({ id: 'auth.email.new', message: 'New e-mail' })}
        name="new-email"
        value={form.email}
        onChange={(email) => setForm({ ...form, email })}
        error={errors.email}
      />
      <TextField
        label={t({ id: 'auth.field.password', message: 'Password' })}
        type="password"
        name="password-for-email"
        autoComplete="current-password"
        required
        value={form.password}
        onChange={(e) => setForm({ ...form, password: e.target.value })}
        error={errors.password}
      />
      <Button type="submit" variant="secondary" disabled={asking.isPending} className="self-start">
        {asking.isPending ? (
          <Trans id="auth.sending">Sending…</Trans>
        ) : (
          <Trans id="auth.email.submit">Change E-mail</Trans>
        )}
      </Button>
    </form>
  );
}

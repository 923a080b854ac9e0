import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISPLAY_NAME_MAX } from '@shared/schemas/auth-limits';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { HoneypotField, honeypotOf } from '@client/components/ui/honeypot-field';
import { NewsletterOptIn } from '@client/components/ui/newsletter-opt-in';
import { TextField } from '@client/components/ui/text-field';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { EmailField } from './email-field';
import { NewPasswordField } from './new-password-field';

/** The failure stands alone here (no "Failed to join:" before it), so a lost connection says what to do. */
const OFFLINE = msg({ id: 'auth.offline', message: 'Could not reach Griot. Check your connection and try again.' });

/** E-mail, password and an optional display name, checked against the schema the server applies. */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const { t, i18n } = useLingui();
  const { join } = useAuth();
  const [form, setForm] = useState({ email: '', password: '', displayName: '' });
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const check = useFormCheck();
  // Sent at once even when the app believes it is offline: the form then says so, instead of waiting silently.
  const joining = useMutation({ mutationFn: join, networkMode: 'always' });

  const errorOf = (field: keyof typeof form) => errors[field];
  const update = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (joining.isPending) return;
    joining.reset();
    const body = {
      email: form.email,
      password: form.password,
      ...(form.displayName.trim() ? { displayName: form.displayName } : {}),
      ...(newsletter ? { newsletter } : {}),
      ...honeypotOf(event.currentTarget),
    };
    const joinSchema = () => import('@shared/schemas/auth').then((schemas) => schemas.JoinBody);
    check(
      formElement,
      () => problemsOf(joinSchema, body),
      (problems) => {
        setErrors(problemsByField(problems));
        if (problems.length === 0) joining.mutate(body, { onSuccess: onJoined });
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {joining.isError && <Alert message={failureMessage(joining.error, { offline: i18n._(OFFLINE) })} />}
      <EmailField value={form.email} onChange={(email) => setForm({ ...form, email })} error={errorOf('email')} />
      <NewPasswordField
        label={t({ id: 'auth.field.password', message: 'Password' })}
        value={form.password}
        onChange={(password) => setForm({ ...form, password })}
        error={errorOf('password')}
      />
      <TextField
        label={t({ id: 'auth.join.display-name', message: 'Display name (optional)' })}
        name="displayName"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        hint={t({
          id: 'auth.join.display-name-hint',
          message:
            'How other members see you. Leave it empty to appear as Member and four digits, such as Member 4821.',
        })}
        value={form.displayName}
        onChange={update('displayName')}
        error={errorOf('displayName')}
      />
      <NewsletterOptIn checked={newsletter} onChange={setNewsletter} />
      <HoneypotField />
      <Button type="submit" variant="accent" size="lg" disabled={joining.isPending} className="mt-2 w-full">
        {joining.isPending ? (
          <Trans id="auth.join.joining">Joining…</Trans>
        ) : (
          <Trans id="auth.join.submit">Join Community</Trans>
        )}
      </Button>
    </form>
  );
}

import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/schemas/auth-limits';
import { TextField } from '@client/components/ui/text-field';

interface NewPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A password being chosen (join, a reset, Account Settings): the rules of join, said as a hint. */
export function NewPasswordField({ label, value, onChange, error }: NewPasswordFieldProps) {
  const { t } = useLingui();
  const min = PASSWORD_MIN;
  return (
    <TextField
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      hint={t({
        id: 'auth.new-password.hint',
        message: `At least ${min} characters. A passphrase of a few words works well.`,
      })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

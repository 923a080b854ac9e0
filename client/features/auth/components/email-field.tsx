import { useLingui } from '@lingui/react/macro';
import { TextField } from '@client/components/ui/text-field';

interface EmailFieldProps {
  label?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Marked invalid without a message of its own (the form says what is wrong above it). */
  invalid?: boolean;
}

/** An address typed into an account form (sign-in, join, a reset, a new address). */
export function EmailField({ label, name = 'email', value, onChange, error, invalid }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t({ id: 'auth.field.email', message: 'E-mail' })}
      type="email"
      name={name}
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      {...(invalid && { 'aria-invalid': true })}
    />
  );
}

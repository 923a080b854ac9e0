import { Trans } from '@lingui/react/macro';
import { forwardRef, useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { TextAreaField } from '@client/components/ui/text-area-field';

interface DialogFormProps {
  title: ReactNode;
  /** What happens, in one line under the title. */
  description: string;
  role?: 'dialog' | 'alertdialog';
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  /** Called on submit while not busy; the dialog's own checks come first. */
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** An admin's dialog that asks before a change to a member: its title, what happens, its fields and buttons. */
export function DialogForm(props: DialogFormProps) {
  const { title, description, role, confirmLabel, busyLabel, busy, error, onSubmit, onCancel, children } = props;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog role={role} labelledBy={`${id}-title`} onCancel={onCancel} className="max-w-lg">
      <form noValidate onSubmit={submit} className="p-6 sm:p-8">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold wrap-anywhere">
          {title}
        </h2>
        <p className="mt-2 text-sm text-ink-500">{description}</p>
        {children}
        {error && <Alert compact className="mt-4" message={error} />}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="quiet" onClick={onCancel} disabled={busy}>
            <Trans id="admin.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" variant="accent" disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface ReasonFieldProps {
  label: string;
  maxLength: number;
  /** Who reads the reason, and where. */
  hint: string;
  value: string;
  /** The text as typed; a problem shown is the caller's to clear. */
  onValueChange: (value: string) => void;
  error: string | undefined;
  autoFocus?: boolean;
}

/** The reason a member reads for a change to their account. */
export const ReasonField = forwardRef<HTMLTextAreaElement, ReasonFieldProps>(function ReasonField(
  { label, maxLength, hint, value, onValueChange, error, autoFocus = false },
  ref,
) {
  return (
    <TextAreaField
      ref={ref}
      label={label}
      name="reason"
      rows={3}
      maxLength={maxLength}
      hint={hint}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={error}
      className="mt-5"
      {...(autoFocus ? { 'data-autofocus': true } : {})}
    />
  );
});

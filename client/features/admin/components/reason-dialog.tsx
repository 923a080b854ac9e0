import { useId, useRef, useState, type FormEvent } from 'react';
import { MEMBER_CHANGE_REASON_MAX } from '@shared/members';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { TextAreaField } from '@client/components/ui/text-area-field';

interface ReasonDialogProps {
  title: string;
  /** What happens, in one line under the title. */
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** Shown under the field when it is required and left empty. */
  required?: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before a change to a member's account, with the reason the member reads in the mail. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, description, confirmLabel, busyLabel, required, busy, error, onConfirm, onCancel } = props;
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (required && !reason.trim()) {
      setProblem(required);
      field.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Dialog role="alertdialog" labelledBy={`${id}-title`} onCancel={onCancel} className="max-w-lg">
      <form noValidate onSubmit={submit} className="p-6 sm:p-8">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold wrap-anywhere">
          {title}
        </h2>
        <p className="mt-2 text-sm text-ink-500">{description}</p>
        <TextAreaField
          ref={field}
          label={required ? 'Reason' : 'Reason (optional)'}
          name="reason"
          rows={3}
          maxLength={MEMBER_CHANGE_REASON_MAX}
          hint="The member reads it in the mail we send them."
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
          error={problem}
          className="mt-5"
          data-autofocus
        />
        {error && <Alert compact className="mt-4" message={error} />}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="quiet" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

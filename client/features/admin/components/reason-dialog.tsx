import { useRef, useState } from 'react';
import { MEMBER_CHANGE_REASON_MAX } from '@shared/members';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { DialogForm } from './dialog-form';

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
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (required && !reason.trim()) {
      setProblem(required);
      field.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <DialogForm
      role="alertdialog"
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
    </DialogForm>
  );
}

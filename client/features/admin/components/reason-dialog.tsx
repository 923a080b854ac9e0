import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { MEMBER_CHANGE_REASON_MAX } from '@shared/members';
import { DialogForm, ReasonField } from './dialog-form';

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
  const { t } = useLingui();
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
      <ReasonField
        ref={field}
        label={
          required
            ? t({ id: 'admin.reason.label', message: 'Reason' })
            : t({ id: 'admin.reason.label-optional', message: 'Reason (optional)' })
        }
        maxLength={MEMBER_CHANGE_REASON_MAX}
        hint={t({ id: 'admin.reason.hint', message: 'The member reads it in the mail we send them.' })}
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          setProblem(undefined);
        }}
        error={problem}
        autoFocus
      />
    </DialogForm>
  );
}

import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  /** The question, exactly as the user reads it; it also names the dialog. */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs both buttons are disabled. */
  busy?: boolean;
  /** Why the action failed; the dialog stays open so the user can try again. */
  error?: string | null;
}

/** An alertdialog that asks before something cannot be undone; Cancel has focus, so Enter is safe. */
export function ConfirmDialog({ message, confirmLabel, onConfirm, onCancel, busy = false, error }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog role="alertdialog" labelledBy={`${id}-message`} onCancel={onCancel} className="max-w-md">
      <div className="p-6 sm:p-8">
        <p id={`${id}-message`} className="font-display text-xl font-semibold text-balance">
          {message}
        </p>
        {error && <Alert compact className="mt-4" message={error} />}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="quiet" onClick={onCancel} disabled={busy} data-autofocus>
            <Trans id="ui.cancel">Cancel</Trans>
          </Button>
          <Button variant="accent" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

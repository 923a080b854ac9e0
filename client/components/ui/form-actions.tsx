import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import type { ButtonVariant } from './button-styles';
import { InlineSpinner } from './inline-spinner';

interface FormActionsProps {
  submitLabel: string;
  /** The form is being sent: both buttons wait, the submit button spins. */
  busy: boolean;
  /** Also disables the submit button, e.g. while a required field is empty. */
  submitDisabled?: boolean;
  /** Shown as a Cancel button when given. */
  onCancel?: () => void;
  variant?: ButtonVariant;
}

/** A form's Cancel and submit buttons: side by side at the end, stacked full width on phones. */
export function FormActions({
  submitLabel,
  busy,
  submitDisabled = false,
  onCancel,
  variant = 'secondary',
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button variant="quiet" onClick={onCancel} disabled={busy}>
          <Trans id="ui.cancel">Cancel</Trans>
        </Button>
      )}
      <Button type="submit" variant={variant} disabled={submitDisabled || busy}>
        {busy && <InlineSpinner />}
        {submitLabel}
      </Button>
    </div>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { TextAreaField } from '@client/components/ui/text-area-field';
import {
  SUSPENSION_PERIOD_LABELS,
  SUSPENSION_PERIODS,
  SUSPENSION_REASON_MAX,
  type SuspensionPeriod,
} from '@shared/reports';

const PERIODS = Object.keys(SUSPENSION_PERIODS) as SuspensionPeriod[];

interface SuspendDialogProps {
  author: string;
  busy: boolean;
  error: string | null;
  onSuspend: (period: SuspensionPeriod, reason: string) => void;
  onCancel: () => void;
}

/** How long, and why (the member reads it when they try to sign in or write). */
export function SuspendDialog({ author, busy, error, onSuspend, onCancel }: SuspendDialogProps) {
  const id = useId();
  const [period, setPeriod] = useState<SuspensionPeriod>('7d');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const reasonField = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setProblem('Say why the member is suspended: they read it.');
      reasonField.current?.focus();
      return;
    }
    onSuspend(period, reason.trim());
  };

  return (
    <Dialog labelledBy={`${id}-title`} onCancel={onCancel} className="max-w-lg">
      <form noValidate onSubmit={submit} className="p-6 sm:p-8">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold wrap-anywhere">
          Suspend {author}
        </h2>
        <p className="mt-2 text-sm text-ink-500">
          They are signed out at once, and cannot sign in or write until it ends.
        </p>
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-ink-900">For how long?</legend>
          <div className="mt-3 grid grid-cols-2 gap-2">
            {PERIODS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-ink-900/10 has-checked:bg-ochre-400/15 has-checked:ring-ochre-500"
              >
                <input
                  type="radio"
                  name="period"
                  value={value}
                  checked={period === value}
                  onChange={() => setPeriod(value)}
                  className="size-4 accent-terracotta-600"
                  {...(value === period ? { 'data-autofocus': true } : {})}
                />
                <span>{SUSPENSION_PERIOD_LABELS[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          ref={reasonField}
          label="Reason"
          name="reason"
          rows={3}
          maxLength={SUSPENSION_REASON_MAX}
          hint="The member reads this in the mail we send them, and when they try to sign in."
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
          error={problem}
          className="mt-5"
        />
        {error && <Alert compact className="mt-4" message={error} />}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="quiet" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Suspending…' : 'Suspend'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { DialogForm, ReasonField } from './dialog-form';
import { SUSPENSION_PERIOD_LABELS } from '../lib/member-labels';
import { shownName } from '@shared/shown-names';
import { SUSPENSION_PERIODS, SUSPENSION_REASON_MAX, type SuspensionPeriod } from '@shared/reports';

const PERIODS = Object.keys(SUSPENSION_PERIODS) as SuspensionPeriod[];

interface SuspendDialogProps {
  /** The name as stored: a name the site gave shows in the page's language. */
  author: string;
  busy: boolean;
  error: string | null;
  onSuspend: (period: SuspensionPeriod, reason: string) => void;
  onCancel: () => void;
}

/** How long, and why (the member reads it when they try to sign in or write). */
export function SuspendDialog({ author: stored, busy, error, onSuspend, onCancel }: SuspendDialogProps) {
  const { t, i18n } = useLingui();
  const author = shownName(stored, i18n);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a period's key, not a text
  const [period, setPeriod] = useState<SuspensionPeriod>('7d');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const reasonField = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (!reason.trim()) {
      setProblem(t({ id: 'admin.suspend.reason-required', message: 'Say why the member is suspended: they read it.' }));
      reasonField.current?.focus();
      return;
    }
    onSuspend(period, reason.trim());
  };

  return (
    <DialogForm
      title={t({ id: 'admin.suspend.title', message: `Suspend ${author}` })}
      description={t({
        id: 'admin.suspend.description',
        message: 'They are signed out at once, and cannot sign in or write until it ends.',
      })}
      confirmLabel={t({ id: 'admin.suspend.confirm', message: 'Suspend' })}
      busyLabel={t({ id: 'admin.suspend.busy', message: 'Suspending…' })}
      busy={busy}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-ink-900">
          <Trans id="admin.suspend.period">For how long?</Trans>
        </legend>
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
              <span>{i18n._(SUSPENSION_PERIOD_LABELS[value])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ReasonField
        ref={reasonField}
        label={t({ id: 'admin.reason.label', message: 'Reason' })}
        maxLength={SUSPENSION_REASON_MAX}
        hint={t({
          id: 'admin.suspend.reason-hint',
          message: 'The member reads this in the mail we send them, and when they try to sign in.',
        })}
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          setProblem(undefined);
        }}
        error={problem}
      />
    </DialogForm>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { StatusMessage } from '@client/components/ui/status-message';
import { useAuth } from '@client/lib/auth/auth-context';
import { paths } from '@client/lib/paths';
import { TextAreaField } from '@client/components/ui/text-area-field';
import { failureMessage } from '@client/lib/failure-message';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_SENT, type ReportReason } from '@shared/reports';
import { useFileReport, type ReportTarget } from '../api/report';

interface ReportFlowProps {
  target: ReportTarget;
  /** How many times Report was pressed: each press opens the dialog again. */
  opened: number;
}

/**
 * What Report does, loaded with its first press (report-button.tsx; vite.config.ts, `report-dialog`): a
 * visitor is sent to sign in and back here; a member gets the dialog, and once sent, a thank-you stays
 * under the button.
 */
export function ReportFlow({ target, opened }: ReportFlowProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // Each press, and only a press, opens the dialog again.
  const [pressed, setPressed] = useState(0);
  if (user && pressed !== opened) {
    setPressed(opened);
    setOpen(true);
  }
  const signInPath = `${paths.login.to()}?next=${encodeURIComponent(location.pathname + location.search)}`;
  useEffect(() => {
    if (!user) void navigate(signInPath);
  }, [user, navigate, signInPath, opened]);
  return (
    <>
      {sent && <StatusMessage className="mt-2 w-full basis-full py-2! text-sm">{sent}</StatusMessage>}
      {open && (
        <ReportDialog
          target={target}
          onCancel={() => setOpen(false)}
          onSent={(message) => {
            setOpen(false);
            setSent(message);
          }}
        />
      )}
    </>
  );
}

interface ReportDialogProps {
  target: ReportTarget;
  /** The report was sent: the server's thanks, for the opener to show. */
  onSent: (message: string) => void;
  onCancel: () => void;
}

/**
 * Report a post or a reply: a reason (radio buttons, the first focused) and an optional note. Closing
 * returns focus to the opener (the Dialog does).
 */
function ReportDialog({ target, onSent, onCancel }: ReportDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useFileReport(target);
  const max = REPORT_NOTE_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setProblem(t({ id: 'community.report.choose-reason', message: 'Choose a reason.' }));
      document.getElementById(`${id}-reason-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    setProblem(null);
    const trimmed = note.trim();
    report.mutate({ reason, ...(trimmed ? { note: trimmed } : {}) }, { onSuccess: () => onSent(i18n._(REPORT_SENT)) });
  };

  return (
    <Dialog labelledBy={`${id}-title`} onCancel={onCancel} className="max-w-lg">
      <form noValidate onSubmit={submit} className="p-6 sm:p-8">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
          {target.kind === 'post' ? (
            <Trans id="community.report.post-title">Report this post</Trans>
          ) : (
            <Trans id="community.report.reply-title">Report this reply</Trans>
          )}
        </h2>
        <p className="mt-2 text-sm text-ink-500">
          <Trans id="community.report.explain">
            The moderators read every report. The author is not told who sent it.
          </Trans>
        </p>
        <fieldset className="mt-6" aria-describedby={problem ? `${id}-problem` : undefined}>
          <legend className="text-sm font-semibold text-ink-900">
            <Trans id="community.report.why">Why are you reporting it?</Trans>
          </legend>
          <div className="mt-3 flex flex-col gap-2">
            {REPORT_REASONS.map((value, index) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 ring-ink-900/10 has-checked:bg-ochre-400/15 has-checked:ring-ochre-500"
              >
                <input
                  type="radio"
                  id={`${id}-reason-${value}`}
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setProblem(null);
                  }}
                  className="size-4 accent-terracotta-600"
                  {...(index === 0 ? { 'data-autofocus': true } : {})}
                />
                <span className="text-ink-900">{i18n._(REPORT_REASON_LABELS[value])}</span>
              </label>
            ))}
          </div>
          {problem && (
            <p id={`${id}-problem`} className="mt-2 text-sm font-medium text-danger-700">
              {problem}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t({ id: 'community.report.note', message: 'Note (optional)' })}
          name="note"
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          hint={t({
            id: 'community.report.note-hint',
            message: `Anything the moderators should know, in at most ${max} characters.`,
          })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="mt-5"
        />
        {report.isError && <Alert compact className="mt-4" message={failureMessage(report.error)} />}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="quiet" onClick={onCancel} disabled={report.isPending}>
            <Trans id="community.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" variant="accent" disabled={report.isPending} aria-busy={report.isPending || undefined}>
            {report.isPending ? (
              <Trans id="community.report.sending">Sending…</Trans>
            ) : (
              <Trans id="community.report.send">Send Report</Trans>
            )}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

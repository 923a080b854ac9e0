import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { NewsletterIssue } from '@shared/schemas/newsletter';
import { Alert } from '@client/components/ui/alert';
import { serverFieldError, useFocusRefusedField } from '@client/lib/server-field-error';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { StatusMessage } from '@client/components/ui/status-message';
import { TextField } from '@client/components/ui/text-field';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { useSaveIssue } from '../api/save-issue';
import { useSendIssue } from '../api/send-issue';
import { useSendTest } from '../api/send-test';
import { MarkdownEditor } from './markdown-editor';

const issueSchema = () => import('@shared/schemas/newsletter').then((schemas) => schemas.NewsletterIssueBody);

/** One issue's subject and Markdown: saved as a draft, mailed as a test to the admin, or sent to every confirmed subscriber. */
export function IssueEditor({
  issue,
  onDone,
  onEdit,
}: {
  issue: NewsletterIssue | null;
  /** The editor is done with its issue: sent (true), or put aside for a new one. */
  onDone: (sent?: boolean) => void;
  onEdit: () => void;
}) {
  // The draft's id once saved: later saves change it rather than add another.
  const { t } = useLingui();
  const [id, setId] = useState(issue?.id ?? null);
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [body, setBody] = useState(issue?.body ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const check = useFormCheck();
  const formRef = useRef<HTMLFormElement>(null);
  const saving = useSaveIssue();
  const testing = useSendTest();
  const sending = useSendIssue();
  const failure = saving.error ?? testing.error ?? sending.error;

  /** Saves what is typed (a new draft or this one), then does `next` with the saved issue. */
  const saveThen = (next?: (saved: NewsletterIssue) => void) =>
    check(
      formRef.current!,
      () => problemsOf(issueSchema, { subject, body }),
      (problems) => {
        setErrors(problemsByField(problems));
        if (problems.length > 0) return;
        saving.mutate(
          { id, body: { subject, body } },
          {
            onSuccess: (saved) => {
              setId(saved.id);
              if (next) next(saved);
              else setNote(t({ id: 'admin.newsletter.draft-saved', message: 'The draft is saved.' }));
            },
          },
        );
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveThen();
  };
  const sendTest = () =>
    saveThen((saved) => testing.mutate(saved.id, { onSuccess: (answer) => setNote(answer.message) }));
  const send = () =>
    saveThen((saved) =>
      sending.mutate(saved.id, {
        onSuccess: () => {
          setConfirming(false);
          onDone(true);
        },
      }),
    );
  const busy = saving.isPending || testing.isPending || sending.isPending;
  const refused = serverFieldError(failure, (path) => (path === 'subject' || path === 'body' ? path : undefined));
  useFocusRefusedField(refused, formRef);
  const shown = refused ? { ...errors, [refused.key]: errors[refused.key] ?? refused.message } : errors;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="issue-editor-title"
      className="flex flex-col gap-5 rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6"
    >
      <h2 id="issue-editor-title" className="text-xl font-semibold text-ink-900">
        {id ? (
          <Trans id="admin.newsletter.edit-draft">Edit the draft</Trans>
        ) : (
          <Trans id="admin.newsletter.new-issue-heading">A new issue</Trans>
        )}
      </h2>
      {note && <StatusMessage>{note}</StatusMessage>}
      {failure && !confirming && !refused && <Alert compact message={failureMessage(failure)} />}
      <TextField
        label={t({ id: 'admin.newsletter.subject', message: 'Subject' })}
        value={subject}
        onChange={(event) => {
          onEdit();
          setSubject(event.target.value);
        }}
        error={shown.subject}
      />
      <MarkdownEditor
        label={t({ id: 'admin.newsletter.text', message: 'Text' })}
        value={body}
        onChange={setBody}
        error={shown.body}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="quiet" disabled={busy}>
          {saving.isPending && !testing.isPending ? (
            <Trans id="admin.saving">Saving…</Trans>
          ) : (
            <Trans id="admin.newsletter.save-draft">Save Draft</Trans>
          )}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={sendTest}>
          {testing.isPending ? (
            <Trans id="admin.newsletter.sending-test">Sending test…</Trans>
          ) : (
            <Trans id="admin.newsletter.send-test">Send Test to Me</Trans>
          )}
        </Button>
        <Button variant="accent" disabled={busy} onClick={() => setConfirming(true)}>
          <Trans id="admin.newsletter.send">Send to Subscribers</Trans>
        </Button>
        {id && (
          <Button variant="quiet" disabled={busy} onClick={() => onDone()}>
            <Trans id="admin.newsletter.new-issue">New Issue</Trans>
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          message={t({
            id: 'admin.newsletter.send-confirm',
            message: 'Send this issue to every confirmed subscriber now? It cannot be changed or sent again.',
          })}
          confirmLabel={t({ id: 'admin.newsletter.send-now', message: 'Send Now' })}
          busy={busy}
          error={sending.error ? failureMessage(sending.error) : null}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

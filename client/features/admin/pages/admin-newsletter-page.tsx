import { useRef, useState, type FormEvent } from 'react';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/newsletter';
import type { NewsletterIssue, Subscriber } from '@shared/schemas/newsletter';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { SelectField } from '@client/components/ui/select-field';
import { StatusMessage } from '@client/components/ui/status-message';
import { TextField } from '@client/components/ui/text-field';
import { Timestamp } from '@client/components/ui/timestamp';
import { failureMessage } from '@client/lib/failure-message';
import { problemsByField, problemsOf, useFormCheck } from '@client/lib/forms';
import { useNewsletterIssues } from '../api/get-newsletter-issues';
import { useSubscribers } from '../api/get-subscribers';
import { useSaveIssue } from '../api/save-issue';
import { useSendIssue } from '../api/send-issue';
import { useSendTest } from '../api/send-test';
import { AdminPage } from '@client/components/admin/admin-page';
import { MarkdownEditor } from '../components/markdown-editor';

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
const STATUS_OPTIONS = SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** The newsletter: write an issue (Markdown, previewed), test it, send it; the issues; the subscribers. */
export function AdminNewsletterPage() {
  // The draft in the editor (null: a new one), and a count that gives each new editor a key of its own.
  const [editing, setEditing] = useState<NewsletterIssue | null>(null);
  const [fresh, setFresh] = useState(0);
  const [sent, setSent] = useState(false);
  const startNew = (justSent = false) => {
    setEditing(null);
    setFresh((count) => count + 1);
    setSent(justSent);
  };
  return (
    <AdminPage
      title="Newsletter"
      intro="Write an issue, send a test to yourself, then send it to every confirmed subscriber, once."
    >
      {sent && (
        <StatusMessage className="mb-6">
          The issue is on its way: each confirmed subscriber is mailed once, through the mail queue.
        </StatusMessage>
      )}
      <IssueEditor
        key={editing?.id ?? `new-${fresh}`}
        issue={editing}
        onDone={startNew}
        onEdit={() => setSent(false)}
      />
      <Issues
        onEdit={(issue) => {
          setSent(false);
          setEditing(issue);
        }}
      />
      <Subscribers />
    </AdminPage>
  );
}

const issueSchema = () => import('@shared/schemas/newsletter').then((schemas) => schemas.NewsletterIssueBody);

function IssueEditor({
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
              else setNote('The draft is saved.');
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

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="issue-editor-title"
      className="flex flex-col gap-5 rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5 sm:p-6"
    >
      <h2 id="issue-editor-title" className="text-xl font-semibold text-ink-900">
        {id ? 'Edit the draft' : 'A new issue'}
      </h2>
      {note && <StatusMessage>{note}</StatusMessage>}
      {failure && !confirming && <Alert compact message={failureMessage(failure)} />}
      <TextField
        label="Subject"
        value={subject}
        onChange={(event) => {
          onEdit();
          setSubject(event.target.value);
        }}
        error={errors.subject}
      />
      <MarkdownEditor label="Text" value={body} onChange={setBody} error={errors.body} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="quiet" disabled={busy}>
          {saving.isPending && !testing.isPending ? 'Saving…' : 'Save Draft'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={sendTest}>
          {testing.isPending ? 'Sending test…' : 'Send Test to Me'}
        </Button>
        <Button variant="accent" disabled={busy} onClick={() => setConfirming(true)}>
          Send to Subscribers
        </Button>
        {id && (
          <Button variant="quiet" disabled={busy} onClick={() => onDone()}>
            New Issue
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          message="Send this issue to every confirmed subscriber now? It cannot be changed or sent again."
          confirmLabel="Send Now"
          busy={busy}
          error={sending.error ? failureMessage(sending.error) : null}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

function Issues({ onEdit }: { onEdit: (issue: NewsletterIssue) => void }) {
  const issues = useNewsletterIssues();
  return (
    <section aria-labelledby="issues-title" className="mt-10">
      <h2 id="issues-title" className="mb-4 text-xl font-semibold text-ink-900">
        Issues
      </h2>
      <LoadMoreList<NewsletterIssue>
        query={issues}
        failure="Failed to load the issues. Please try again."
        empty={<EmptyState title="No issue yet" description="Write the first one above." />}
        className="divide-y divide-ink-900/10 rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5"
        renderItem={(issue) => (
          <div className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900 wrap-anywhere">{issue.subject}</p>
              <p className="text-ink-500">
                {issue.sentAt ? (
                  <>
                    Sent <Timestamp value={issue.sentAt} /> to {issue.recipientCount}{' '}
                    {issue.recipientCount === 1 ? 'subscriber' : 'subscribers'}
                  </>
                ) : (
                  <>
                    Draft, saved <Timestamp value={issue.updatedAt} />
                  </>
                )}
              </p>
            </div>
            {!issue.sentAt && (
              <Button variant="quiet" size="sm" onClick={() => onEdit(issue)}>
                Edit
              </Button>
            )}
          </div>
        )}
      />
    </section>
  );
}

function Subscribers() {
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const subscribers = useSubscribers(status);
  const counts = subscribers.data?.pages[0]?.counts;
  const exportUrl = `/api/admin/newsletter/subscribers.csv${status ? `?status=${status}` : ''}`;
  return (
    <section aria-labelledby="subscribers-title" className="mt-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="subscribers-title" className="text-xl font-semibold text-ink-900">
            Subscribers
          </h2>
          {counts && (
            <p className="mt-1 text-sm text-ink-500" data-testid="subscriber-counts">
              {counts.confirmed} confirmed · {counts.pending} waiting for confirmation · {counts.unsubscribed}{' '}
              unsubscribed
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            placeholder="All"
            value={status}
            onChange={(event) => setStatus(event.target.value as SubscriberStatus | '')}
            className="w-60"
          />
          <a
            href={exportUrl}
            download
            className="inline-flex h-12 items-center rounded-pill px-5 text-sm font-semibold text-ink-900 ring-1 ring-ink-900/20 transition hover:bg-cream-200"
          >
            Export CSV
          </a>
        </div>
      </div>
      <LoadMoreList<Subscriber>
        query={subscribers}
        failure="Failed to load the subscribers. Please try again."
        empty={
          <EmptyState
            title="No subscribers yet"
            description="Addresses appear here as visitors subscribe in the footer or on the home page."
          />
        }
        className="divide-y divide-ink-900/10 rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5"
        renderItem={(subscriber) => (
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4 text-sm">
            <p className="min-w-0 flex-1 font-medium text-ink-900 wrap-anywhere">{subscriber.email}</p>
            <p className="text-ink-500">
              {STATUS_LABELS[subscriber.status]} ·{' '}
              <Timestamp value={subscriber.unsubscribedAt ?? subscriber.confirmedAt ?? subscriber.createdAt} />
            </p>
          </div>
        )}
      />
    </section>
  );
}

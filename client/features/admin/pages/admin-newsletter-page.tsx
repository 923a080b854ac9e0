import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { NewsletterIssue } from '@shared/schemas/newsletter';
import { AdminPage } from '@client/components/admin/admin-page';
import { StatusMessage } from '@client/components/ui/status-message';
import { IssueEditor } from '../components/newsletter-issue-editor';
import { Issues } from '../components/newsletter-issues';
import { Subscribers } from '../components/newsletter-subscribers';

/** The newsletter: write an issue (Markdown, previewed), test it, send it; the issues; the subscribers. */
export function AdminNewsletterPage() {
  // The draft in the editor (null: a new one), and a count that gives each new editor a key of its own.
  const { t } = useLingui();
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
      title={t({ id: 'admin.newsletter.title', message: 'Newsletter' })}
      intro={t({
        id: 'admin.newsletter.intro',
        message: 'Write an issue, send a test to yourself, then send it to every confirmed subscriber, once.',
      })}
    >
      {sent && (
        <StatusMessage className="mb-6">
          <Trans id="admin.newsletter.sent">
            The issue is on its way: each confirmed subscriber is mailed once, through the mail queue.
          </Trans>
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

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterIssue } from '@shared/schemas/newsletter';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { Timestamp } from '@client/components/ui/timestamp';
import { useNewsletterIssues } from '../api/get-newsletter-issues';

/** The issues, newest first: each sent one with its count of recipients, each draft with Edit. */
export function Issues({ onEdit }: { onEdit: (issue: NewsletterIssue) => void }) {
  const { t } = useLingui();
  const issues = useNewsletterIssues();
  const subscribers = (count: number) =>
    t({
      id: 'admin.newsletter.subscriber-count',
      message: plural(count, { one: '# subscriber', other: '# subscribers' }),
    });
  return (
    <section aria-labelledby="issues-title" className="mt-10">
      <h2 id="issues-title" className="mb-4 text-xl font-semibold text-ink-900">
        <Trans id="admin.newsletter.issues">Issues</Trans>
      </h2>
      <LoadMoreList<NewsletterIssue>
        query={issues}
        failure={t({
          id: 'admin.newsletter.issues-load-failed',
          message: 'Failed to load the issues. Please try again.',
        })}
        empty={
          <EmptyState
            title={t({ id: 'admin.newsletter.no-issue', message: 'No issue yet' })}
            description={t({ id: 'admin.newsletter.no-issue-hint', message: 'Write the first one above.' })}
          />
        }
        className="divide-y divide-ink-900/10 rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5"
        renderItem={({ sentAt, updatedAt, recipientCount, ...issue }) => {
          const recipients = subscribers(recipientCount);
          return (
            <div className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900 wrap-anywhere">{issue.subject}</p>
                <p className="text-ink-500">
                  {sentAt ? (
                    <Trans id="admin.newsletter.issue-sent">
                      Sent <Timestamp value={sentAt} /> to {recipients}
                    </Trans>
                  ) : (
                    <Trans id="admin.newsletter.issue-draft">
                      Draft, saved <Timestamp value={updatedAt} />
                    </Trans>
                  )}
                </p>
              </div>
              {!sentAt && (
                <Button
                  variant="quiet"
                  size="sm"
                  onClick={() => onEdit({ sentAt, updatedAt, recipientCount, ...issue })}
                >
                  <Trans id="admin.edit">Edit</Trans>
                </Button>
              )}
            </div>
          );
        }}
      />
    </section>
  );
}

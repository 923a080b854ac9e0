import type { NewsletterIssue } from '@shared/schemas/newsletter';
import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { Timestamp } from '@client/components/ui/timestamp';
import { useNewsletterIssues } from '../api/get-newsletter-issues';

/** The issues, newest first: each sent one with its count of recipients, each draft with Edit. */
export function Issues({ onEdit }: { onEdit: (issue: NewsletterIssue) => void }) {
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

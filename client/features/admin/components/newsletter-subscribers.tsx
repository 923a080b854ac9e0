import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/newsletter';
import type { Subscriber } from '@shared/schemas/newsletter';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { SelectField } from '@client/components/ui/select-field';
import { Timestamp } from '@client/components/ui/timestamp';
import { useSubscribers } from '../api/get-subscribers';

const STATUS_LABELS: Record<SubscriberStatus, MessageDescriptor> = {
  pending: msg({ id: 'admin.newsletter.subscriber.pending', message: 'Waiting for confirmation' }),
  confirmed: msg({ id: 'admin.newsletter.subscriber.confirmed', message: 'Confirmed' }),
  unsubscribed: msg({ id: 'admin.newsletter.subscriber.unsubscribed', message: 'Unsubscribed' }),
};

/** The subscribers by status, with the counts of each and their CSV. */
export function Subscribers() {
  const { t, i18n } = useLingui();
  const statusOptions = SUBSCRIBER_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }));
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const subscribers = useSubscribers(status);
  const counts = subscribers.data?.pages[0]?.counts;
  const { confirmed, pending, unsubscribed } = counts ?? { confirmed: 0, pending: 0, unsubscribed: 0 };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an address, not a text
  const exportUrl = `/api/admin/newsletter/subscribers.csv${status ? `?status=${status}` : ''}`;
  return (
    <section aria-labelledby="subscribers-title" className="mt-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="subscribers-title" className="text-xl font-semibold text-ink-900">
            <Trans id="admin.newsletter.subscribers">Subscribers</Trans>
          </h2>
          {counts && (
            <p className="mt-1 text-sm text-ink-500" data-testid="subscriber-counts">
              <Trans id="admin.newsletter.subscriber-counts">
                {confirmed} confirmed · {pending} waiting for confirmation · {unsubscribed} unsubscribed
              </Trans>
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t({ id: 'admin.newsletter.status', message: 'Status' })}
            options={statusOptions}
            placeholder={t({ id: 'admin.newsletter.status-all', message: 'All' })}
            value={status}
            onChange={(event) => setStatus(event.target.value as SubscriberStatus | '')}
            className="w-60"
          />
          <a
            href={exportUrl}
            download
            className="inline-flex h-12 items-center rounded-pill px-5 text-sm font-semibold text-ink-900 ring-1 ring-ink-900/20 transition hover:bg-cream-200"
          >
            <Trans id="admin.newsletter.export">Export CSV</Trans>
          </a>
        </div>
      </div>
      <LoadMoreList<Subscriber>
        query={subscribers}
        failure={t({
          id: 'admin.newsletter.subscribers-load-failed',
          message: 'Failed to load the subscribers. Please try again.',
        })}
        empty={
          <EmptyState
            title={t({ id: 'admin.newsletter.no-subscribers', message: 'No subscribers yet' })}
            description={t({
              id: 'admin.newsletter.no-subscribers-hint',
              message: 'Addresses appear here as visitors subscribe in the footer or on the home page.',
            })}
          />
        }
        className="divide-y divide-ink-900/10 rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5"
        renderItem={(subscriber) => (
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4 text-sm">
            <p className="min-w-0 flex-1 font-medium text-ink-900 wrap-anywhere">{subscriber.email}</p>
            <p className="text-ink-500">
              {i18n._(STATUS_LABELS[subscriber.status])} ·{' '}
              <Timestamp value={subscriber.unsubscribedAt ?? subscriber.confirmedAt ?? subscriber.createdAt} />
            </p>
          </div>
        )}
      />
    </section>
  );
}

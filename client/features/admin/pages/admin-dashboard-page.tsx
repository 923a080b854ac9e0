import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/lib/paths';
import { useDashboard } from '../api/get-dashboard';
import { AdminPage } from '@client/components/admin/admin-page';
import { DemoContentPanel } from '../components/demo-content-panel';
import { FailedMailNotice } from '../components/failed-mail-notice';
import { MediaStoreCheckPanel } from '../components/media-store-check-panel';
import { ShopOverviewPanel } from '../components/shop-overview-panel';
import { pageLocale } from '@client/lib/i18n/page-formats';
import { formatDate } from '@shared/locale-format/format';
import { shownName } from '@shared/shown-names';

const COUNTS = [
  { key: 'products', label: msg({ id: 'admin.catalog.title.products', message: 'Products' }) },
  { key: 'events', label: msg({ id: 'admin.catalog.title.events', message: 'Events' }) },
  { key: 'artists', label: msg({ id: 'admin.catalog.title.artists', message: 'Artists' }) },
  { key: 'stories', label: msg({ id: 'admin.catalog.title.stories', message: 'Stories' }) },
  { key: 'members', label: msg({ id: 'admin.dashboard.members', message: 'Members' }) },
  { key: 'posts', label: msg({ id: 'admin.dashboard.posts', message: 'Forum posts' }) },
] as const;

export function AdminDashboardPage() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError } = useDashboard();
  return (
    <AdminPage
      title={t({ id: 'admin.dashboard.title', message: 'Dashboard' })}
      intro={t({ id: 'admin.dashboard.intro', message: 'Everything on Griot at a glance.' })}
    >
      {isPending && <Spinner />}
      {isError && (
        <Alert
          message={t({
            id: 'admin.dashboard.load-failed',
            message: 'Failed to load the dashboard. Please try again later.',
          })}
        />
      )}
      {data && (
        <>
          {data.failedMail > 0 && (
            <div className="mb-8">
              <FailedMailNotice count={data.failedMail} />
            </div>
          )}
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            {COUNTS.map(({ key, label }) => (
              <div
                key={key}
                className="rounded-card border border-ink-900/10 bg-cream-50 p-5 shadow-card"
                data-testid={`count-${key}`}
              >
                <dt className="text-sm font-medium text-ink-500">{i18n._(label)}</dt>
                <dd className="mt-1 flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-display text-4xl font-semibold text-ink-900">{data.counts[key]}</span>
                  {key === 'members' && (
                    <Link
                      to={paths.adminMembers.to()}
                      className="text-sm font-semibold text-terracotta-600 underline-offset-4 hover:underline"
                    >
                      <Trans id="admin.dashboard.manage-members">Manage members</Trans>
                    </Link>
                  )}
                </dd>
              </div>
            ))}
            <div
              className="rounded-card border border-ink-900/10 bg-cream-50 p-5 shadow-card"
              data-testid="count-reports"
            >
              <dt className="text-sm font-medium text-ink-500">
                <Trans id="admin.dashboard.open-reports">Open reports</Trans>
              </dt>
              <dd className="mt-1 flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-display text-4xl font-semibold text-ink-900">{data.openReports}</span>
                <Link
                  to={paths.adminReports.to()}
                  className="text-sm font-semibold text-terracotta-600 underline-offset-4 hover:underline"
                >
                  <Trans id="admin.dashboard.review-reports">Review reports</Trans>
                </Link>
              </dd>
            </div>
          </dl>
          <div className="mt-10">
            <ShopOverviewPanel shop={data.shop} />
          </div>
          <section aria-labelledby="activity-heading" className="mt-10">
            <h2 id="activity-heading" className="font-display text-2xl font-semibold text-ink-900">
              <Trans id="admin.dashboard.activity">Latest forum activity</Trans>
            </h2>
            {data.latestActivity.length === 0 ? (
              <p className="mt-4 text-ink-500">
                <Trans id="admin.dashboard.no-activity">No posts or replies yet.</Trans>
              </p>
            ) : (
              <ul className="mt-4 divide-y divide-ink-900/10 rounded-card border border-ink-900/10 bg-cream-50">
                {data.latestActivity.map(({ kind, postId, createdAt, author: stored, title }) => {
                  const author = shownName(stored, i18n);
                  const post = (
                    <Link
                      to={paths.post.to(postId)}
                      className="font-medium text-terracotta-600 underline-offset-4 hover:underline"
                    >
                      {title}
                    </Link>
                  );
                  return (
                    <li
                      key={`${kind}-${postId}-${createdAt}`}
                      className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-4"
                    >
                      <p className="text-ink-900">
                        {kind === 'post' ? (
                          <Trans id="admin.dashboard.posted">
                            <span className="font-semibold">{author}</span> posted {post}
                          </Trans>
                        ) : (
                          <Trans id="admin.dashboard.replied">
                            <span className="font-semibold">{author}</span> replied to {post}
                          </Trans>
                        )}
                      </p>
                      <time dateTime={createdAt} className="text-sm text-ink-500">
                        {formatDate(createdAt, pageLocale(), 'moment')}
                      </time>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      )}
      <div className="mt-10 flex flex-col gap-6">
        <MediaStoreCheckPanel />
        <DemoContentPanel />
      </div>
    </AdminPage>
  );
}

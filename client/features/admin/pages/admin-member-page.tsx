import { msg, t } from '@lingui/core/macro';
import { shownName } from '@shared/shown-names';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Role } from '@shared/constants';
import { memberAdminTexts } from '@shared/members';
import { REPORT_REASON_LABELS, formatSuspensionEnd, type ReportReason } from '@shared/reports';
import { SUSPENSION_PERIOD_LABELS } from '../lib/member-labels';
import type { AdminMember, MemberChange } from '@shared/schemas/admin-members';
import { AdminPage } from '@client/components/admin/admin-page';
import { AdminPanel } from '@client/components/admin/admin-panel';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LoadFailure } from '@client/components/ui/load-failure';
import { Spinner } from '@client/components/ui/spinner';
import { StatusMessage } from '@client/components/ui/status-message';
import { Timestamp } from '@client/components/ui/timestamp';
import { useAuth } from '@client/lib/auth/auth-context';
import { failureMessage } from '@client/lib/failure-message';
import { i18n as pageI18n } from '@client/lib/i18n/i18n';
import { paths } from '@client/lib/paths';
import { useChangeMember, type MemberChange as Change } from '../api/change-member';
import { useAdminMember } from '../api/get-admin-member';
import { MemberBadges } from '../components/member-badges';
import { ReasonDialog } from '../components/reason-dialog';
import { SuspendDialog } from '../components/suspend-dialog';

type Asking = 'role' | 'suspend' | 'lift' | null;

const REPORT_STATUS = {
  open: msg({ id: 'admin.report.status.open', message: 'Open' }),
  dismissed: msg({ id: 'admin.report.status.dismissed', message: 'Dismissed' }),
  actioned: msg({ id: 'admin.report.status.actioned', message: 'Acted on' }),
} as const;

/** One member: their account, activity and history, and what an admin can change (role, suspension). */
export function AdminMemberPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const member = useAdminMember(id);
  const change = useChangeMember(id);
  const { user } = useAuth();
  const [asking, setAsking] = useState<Asking>(null);
  const [done, setDone] = useState<string | null>(null);

  if (member.isPending) return <Spinner className="py-section" />;
  if (member.isError) {
    return (
      <AdminPage title={t({ id: 'admin.member.title', message: 'Member' })} actions={<AllMembers />}>
        <LoadFailure
          message={t({ id: 'admin.member.load-failed', message: 'Failed to load the member. Please try again.' })}
          query={member}
        />
      </AdminPage>
    );
  }
  const data = member.data;
  const isYou = user?.uid === data.id;
  const failure = change.isError ? failureMessage(change.error) : null;
  const run = (next: Change, message: string) => {
    setDone(null);
    change.mutate(next, {
      onSuccess: () => {
        setAsking(null);
        setDone(message);
      },
    });
  };
  const otherRole: Role = data.role === 'admin' ? 'member' : 'admin';
  const ask = (what: NonNullable<Asking>) => () => setAsking(what);
  const { suspension } = data;
  const name = shownName(data.name, i18n);
  const until = suspension?.until ? formatSuspensionEnd(suspension.until, i18n) : null;
  const reason = suspension?.reason ?? '';

  return (
    <AdminPage
      title={name}
      intro={data.handle ? `@${data.handle} · ${data.email}` : data.email}
      actions={<AllMembers />}
    >
      {done && <StatusMessage className="mb-6">{done}</StatusMessage>}
      {failure && !asking && <Alert compact className="mb-6" message={failure} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel
          title={t({ id: 'admin.member.account', message: 'Account' })}
          intro={t({
            id: 'admin.member.account-intro',
            message: 'Who they are on Griot, and when they were last here.',
          })}
          size="medium"
        >
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <Row label={t({ id: 'admin.members.role', message: 'Role' })}>
              <MemberBadges member={data} />
            </Row>
            <Row label={t({ id: 'admin.member.joined', message: 'Joined' })}>
              <Timestamp value={data.joinedAt} format="day" />
            </Row>
            <Row label={t({ id: 'admin.member.last-seen', message: 'Last seen' })}>
              {data.lastSeenAt ? (
                <Timestamp value={data.lastSeenAt} />
              ) : (
                <Trans id="admin.member.not-yet">Not yet</Trans>
              )}
            </Row>
            <Row label={t({ id: 'admin.member.last-sign-in', message: 'Last sign-in' })}>
              {data.lastSignInAt ? (
                <Timestamp value={data.lastSignInAt} />
              ) : (
                <Trans id="admin.member.no-session">No session open</Trans>
              )}
            </Row>
            <Row label={t({ id: 'admin.member.email', message: 'E-mail' })}>
              {data.emailVerified ? (
                <Trans id="admin.member.email-confirmed">Confirmed</Trans>
              ) : (
                <Trans id="admin.member.email-not-confirmed">Not confirmed yet</Trans>
              )}
            </Row>
            {suspension && (
              <Row label={t({ id: 'admin.member.suspended', message: 'Suspended' })}>
                {until ? (
                  <Trans id="admin.member.suspended-until">Until {until}</Trans>
                ) : (
                  <Trans id="admin.member.suspended-for-good">For good</Trans>
                )}
                <span className="block wrap-anywhere text-ink-500">
                  <Trans id="admin.member.reason">Reason: {reason}</Trans>
                </span>
              </Row>
            )}
          </dl>
        </AdminPanel>
        <AdminPanel
          title={t({ id: 'admin.member.actions', message: 'Actions' })}
          intro={t({
            id: 'admin.member.actions-intro',
            message: 'Each change is mailed to the member and kept in the history below.',
          })}
          size="medium"
        >
          {isYou ? (
            <p className="mt-4 text-sm text-ink-700">
              <Trans id="admin.member.is-you">This is you: another admin changes your role.</Trans>
            </p>
          ) : (
            <div
              role="group"
              aria-label={t({ id: 'admin.member.actions', message: 'Actions' })}
              className="mt-4 flex flex-wrap gap-2"
            >
              <Button variant="quiet" size="sm" disabled={change.isPending} onClick={ask('role')}>
                {otherRole === 'admin' ? (
                  <Trans id="admin.member.make-admin">Make admin</Trans>
                ) : (
                  <Trans id="admin.member.make-member">Make member</Trans>
                )}
              </Button>
              {data.suspension ? (
                <Button variant="quiet" size="sm" disabled={change.isPending} onClick={ask('lift')}>
                  <Trans id="admin.member.lift">Lift suspension</Trans>
                </Button>
              ) : (
                data.role === 'member' && (
                  <Button
                    variant="quiet"
                    size="sm"
                    className="text-danger-700!"
                    disabled={change.isPending}
                    onClick={ask('suspend')}
                  >
                    <Trans id="admin.suspend.confirm">Suspend</Trans>
                  </Button>
                )
              )}
            </div>
          )}
          {!isYou && data.role === 'admin' && (
            <p className="mt-3 text-sm text-ink-500">
              <Trans id="admin.member.admin-not-suspended">
                An admin cannot be suspended: make them a member first.
              </Trans>
            </p>
          )}
        </AdminPanel>
      </div>
      <Activity member={data} />
      <History changes={data.history} />
      {asking === 'role' && (
        <ReasonDialog
          title={
            otherRole === 'admin'
              ? t({ id: 'admin.member.make-admin-title', message: `Make ${name} an admin?` })
              : t({ id: 'admin.member.make-member-title', message: `Make ${name} a member?` })
          }
          description={
            otherRole === 'admin'
              ? t({
                  id: 'admin.member.make-admin-description',
                  message: 'They can then run everything in the admin panel, members included.',
                })
              : t({
                  id: 'admin.member.make-member-description',
                  message: 'The admin panel closes to them at their next click.',
                })
          }
          confirmLabel={
            otherRole === 'admin'
              ? t({ id: 'admin.member.make-admin', message: 'Make admin' })
              : t({ id: 'admin.member.make-member', message: 'Make member' })
          }
          busyLabel={t({ id: 'admin.saving', message: 'Saving…' })}
          busy={change.isPending}
          error={failure}
          onConfirm={(reason) =>
            run(
              { kind: 'role', role: otherRole, reason },
              otherRole === 'admin'
                ? t({ id: 'admin.member.now-admin', message: `${name} is now an admin.` })
                : t({ id: 'admin.member.now-member', message: `${name} is now a member.` }),
            )
          }
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'suspend' && (
        <SuspendDialog
          author={data.name}
          busy={change.isPending}
          error={failure}
          onSuspend={(period, reason) => {
            const length = i18n._(SUSPENSION_PERIOD_LABELS[period]);
            run(
              { kind: 'suspend', period, reason },
              period === 'forever'
                ? t({ id: 'admin.member.suspended-for-good-done', message: `${name} is suspended for good.` })
                : t({ id: 'admin.member.suspended-for-done', message: `${name} is suspended for ${length}.` }),
            );
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'lift' && (
        <ReasonDialog
          title={t({ id: 'admin.member.lift-title', message: `Lift ${name}'s suspension?` })}
          description={t({ id: 'admin.member.lift-description', message: 'They can sign in and write again at once.' })}
          confirmLabel={t({ id: 'admin.member.lift', message: 'Lift suspension' })}
          busyLabel={t({ id: 'admin.member.lifting', message: 'Lifting…' })}
          required={i18n._(memberAdminTexts.liftReasonRequired)}
          busy={change.isPending}
          error={failure}
          onConfirm={(reason) =>
            run({ kind: 'lift', reason }, t({ id: 'admin.member.lifted', message: `${name}'s suspension is lifted.` }))
          }
          onCancel={() => setAsking(null)}
        />
      )}
    </AdminPage>
  );
}

function AllMembers() {
  return (
    <Link to={paths.adminMembers.to()} className="text-sm font-semibold underline underline-offset-4">
      <Trans id="admin.member.all-members">All members</Trans>
    </Link>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-700">{label}</dt>
      <dd className="min-w-0 text-ink-900">{children}</dd>
    </>
  );
}

function Activity({ member }: { member: AdminMember }) {
  const { t, i18n } = useLingui();
  const { activity } = member;
  const { postCount, replyCount, orderCount, reportCount, openReportCount } = activity;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <AdminPanel
        title={t({ id: 'admin.member.activity', message: 'Activity' })}
        intro={t({
          id: 'admin.member.activity-counts',
          message: `${postCount} posts · ${replyCount} replies · ${orderCount} orders`,
        })}
        size="medium"
      >
        {activity.latestPosts.length + activity.latestReplies.length === 0 ? (
          <p className="mt-4 text-sm text-ink-500">
            <Trans id="admin.dashboard.no-activity">No posts or replies yet.</Trans>
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-ink-900/10 text-sm">
            {activity.latestPosts.map(({ id, title, createdAt }) => (
              <li key={id} className="py-2">
                <Trans id="admin.member.post">
                  Post{' '}
                  <Link
                    to={paths.post.to(id)}
                    className="font-semibold wrap-anywhere text-terracotta-600 hover:underline"
                  >
                    {title}
                  </Link>{' '}
                  <Timestamp value={createdAt} className="text-ink-500" />
                </Trans>
              </li>
            ))}
            {activity.latestReplies.map(({ id, postId, postTitle, createdAt, excerpt }) => (
              <li key={id} className="py-2">
                <Trans id="admin.member.reply">
                  Reply in{' '}
                  <Link
                    to={paths.post.to(postId)}
                    className="font-semibold wrap-anywhere text-terracotta-600 hover:underline"
                  >
                    {postTitle}
                  </Link>{' '}
                  <Timestamp value={createdAt} className="text-ink-500" />
                </Trans>
                <span className="block wrap-anywhere text-ink-700">{excerpt}</span>
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>
      <AdminPanel
        title={t({ id: 'admin.member.reports', message: 'Reports of their words' })}
        intro={t({ id: 'admin.member.report-counts', message: `${reportCount} in all, ${openReportCount} open` })}
        size="medium"
      >
        {activity.latestReports.length === 0 ? (
          <p className="mt-4 text-sm text-ink-500">
            <Trans id="admin.member.no-reports">Nobody has reported their words.</Trans>
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-ink-900/10 text-sm">
            {activity.latestReports.map((report) => (
              <li key={report.id} className="py-2">
                <span className="font-semibold">
                  {report.reason in REPORT_REASON_LABELS
                    ? i18n._(REPORT_REASON_LABELS[report.reason as ReportReason])
                    : report.reason}
                </span>
                {' · '}
                {i18n._(REPORT_STATUS[report.status])} · <Timestamp value={report.createdAt} className="text-ink-500" />
                <span className="block wrap-anywhere text-ink-700">{report.excerpt}</span>
              </li>
            ))}
          </ul>
        )}
        {activity.openReportCount > 0 && (
          <Link
            to={paths.adminReports.to()}
            className="mt-3 inline-block text-sm font-semibold text-terracotta-600 hover:underline"
          >
            <Trans id="admin.dashboard.review-reports">Review reports</Trans>
          </Link>
        )}
      </AdminPanel>
    </div>
  );
}

function describeChange(change: MemberChange): string {
  if (change.kind === 'role') {
    return change.role === 'admin'
      ? t({ id: 'admin.member.history.made-admin', message: 'Made an admin' })
      : t({ id: 'admin.member.history.made-member', message: 'Made a member' });
  }
  if (change.kind === 'lifted') return t({ id: 'admin.member.history.lifted', message: 'Suspension lifted' });
  if (!change.until) return t({ id: 'admin.member.history.suspended-for-good', message: 'Suspended for good' });
  const until = formatSuspensionEnd(change.until, pageI18n);
  return t({ id: 'admin.member.history.suspended-until', message: `Suspended until ${until}` });
}

function History({ changes }: { changes: MemberChange[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="font-display text-2xl font-semibold text-ink-900">
        <Trans id="admin.member.history">History</Trans>
      </h2>
      {changes.length === 0 ? (
        <p className="mt-4 text-ink-500">
          <Trans id="admin.member.no-history">No admin has changed this account yet.</Trans>
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-ink-900/10 rounded-card bg-cream-50 text-sm shadow-card ring-1 ring-ink-900/5">
          {changes.map((change) => {
            const { id, by, createdAt, reason } = change;
            return (
              <li key={id} data-testid="member-change" className="p-4">
                <p className="font-semibold text-ink-900">{describeChange(change)}</p>
                <p className="text-ink-500">
                  <Trans id="admin.member.history.by">
                    By {by}, <Timestamp value={createdAt} />
                  </Trans>
                </p>
                {reason && (
                  <p className="mt-1 wrap-anywhere text-ink-700">
                    <Trans id="admin.member.reason">Reason: {reason}</Trans>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

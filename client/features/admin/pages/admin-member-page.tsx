import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { memberAdminTexts } from '@shared/members';
import {
  REPORT_REASON_LABELS,
  SUSPENSION_PERIOD_LABELS,
  formatSuspensionEnd,
  type ReportReason,
} from '@shared/reports';
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
import { paths } from '@client/lib/paths';
import { useChangeMember, type MemberChange as Change } from '../api/change-member';
import { useAdminMember } from '../api/get-admin-member';
import { MemberBadges } from '../components/member-badges';
import { ReasonDialog } from '../components/reason-dialog';
import { SuspendDialog } from '../components/suspend-dialog';

type Asking = 'role' | 'suspend' | 'lift' | null;

const REPORT_STATUS = { open: 'Open', dismissed: 'Dismissed', actioned: 'Acted on' } as const;

/** One member: their account, activity and history, and what an admin can change (role, suspension). */
export function AdminMemberPage() {
  const { id = '' } = useParams();
  const member = useAdminMember(id);
  const change = useChangeMember(id);
  const { user } = useAuth();
  const [asking, setAsking] = useState<Asking>(null);
  const [done, setDone] = useState<string | null>(null);

  if (member.isPending) return <Spinner className="py-section" />;
  if (member.isError) {
    return (
      <AdminPage title="Member" actions={<AllMembers />}>
        <LoadFailure message="Failed to load the member. Please try again." query={member} />
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
  const otherRole = data.role === 'admin' ? 'member' : 'admin';

  return (
    <AdminPage
      title={data.name}
      intro={data.handle ? `@${data.handle} · ${data.email}` : data.email}
      actions={<AllMembers />}
    >
      {done && <StatusMessage className="mb-6">{done}</StatusMessage>}
      {failure && !asking && <Alert compact className="mb-6" message={failure} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Account" intro="Who they are on Griot, and when they were last here." size="medium">
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <Row label="Role">
              <MemberBadges member={data} />
            </Row>
            <Row label="Joined">
              <Timestamp value={data.joinedAt} format="day" />
            </Row>
            <Row label="Last seen">{data.lastSeenAt ? <Timestamp value={data.lastSeenAt} /> : 'Not yet'}</Row>
            <Row label="Last sign-in">
              {data.lastSignInAt ? <Timestamp value={data.lastSignInAt} /> : 'No session open'}
            </Row>
            <Row label="E-mail">{data.emailVerified ? 'Confirmed' : 'Not confirmed yet'}</Row>
            {data.suspension && (
              <Row label="Suspended">
                {data.suspension.until ? `Until ${formatSuspensionEnd(data.suspension.until)}` : 'For good'}
                <span className="block wrap-anywhere text-ink-500">Reason: {data.suspension.reason}</span>
              </Row>
            )}
          </dl>
        </AdminPanel>
        <AdminPanel
          title="Actions"
          intro="Each change is mailed to the member and kept in the history below."
          size="medium"
        >
          {isYou ? (
            <p className="mt-4 text-sm text-ink-700">This is you: another admin changes your role.</p>
          ) : (
            <div role="group" aria-label="Actions" className="mt-4 flex flex-wrap gap-2">
              <Button variant="quiet" size="sm" disabled={change.isPending} onClick={() => setAsking('role')}>
                {otherRole === 'admin' ? 'Make admin' : 'Make member'}
              </Button>
              {data.suspension ? (
                <Button variant="quiet" size="sm" disabled={change.isPending} onClick={() => setAsking('lift')}>
                  Lift suspension
                </Button>
              ) : (
                data.role === 'member' && (
                  <Button
                    variant="quiet"
                    size="sm"
                    className="text-danger-700!"
                    disabled={change.isPending}
                    onClick={() => setAsking('suspend')}
                  >
                    Suspend
                  </Button>
                )
              )}
            </div>
          )}
          {!isYou && data.role === 'admin' && (
            <p className="mt-3 text-sm text-ink-500">An admin cannot be suspended: make them a member first.</p>
          )}
        </AdminPanel>
      </div>
      <Activity member={data} />
      <History changes={data.history} />
      {asking === 'role' && (
        <ReasonDialog
          title={otherRole === 'admin' ? `Make ${data.name} an admin?` : `Make ${data.name} a member?`}
          description={
            otherRole === 'admin'
              ? 'They can then run everything in the admin panel, members included.'
              : 'The admin panel closes to them at their next click.'
          }
          confirmLabel={otherRole === 'admin' ? 'Make admin' : 'Make member'}
          busyLabel="Saving…"
          busy={change.isPending}
          error={failure}
          onConfirm={(reason) =>
            run(
              { kind: 'role', role: otherRole, reason },
              `${data.name} is now ${otherRole === 'admin' ? 'an admin' : 'a member'}.`,
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
          onSuspend={(period, reason) =>
            run(
              { kind: 'suspend', period, reason },
              `${data.name} is suspended ${period === 'forever' ? 'for good' : `for ${SUSPENSION_PERIOD_LABELS[period]}`}.`,
            )
          }
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'lift' && (
        <ReasonDialog
          title={`Lift ${data.name}'s suspension?`}
          description="They can sign in and write again at once."
          confirmLabel="Lift suspension"
          busyLabel="Lifting…"
          required={memberAdminTexts.liftReasonRequired}
          busy={change.isPending}
          error={failure}
          onConfirm={(reason) => run({ kind: 'lift', reason }, `${data.name}'s suspension is lifted.`)}
          onCancel={() => setAsking(null)}
        />
      )}
    </AdminPage>
  );
}

function AllMembers() {
  return (
    <Link to={paths.adminMembers.to()} className="text-sm font-semibold underline underline-offset-4">
      All members
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
  const { activity } = member;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <AdminPanel
        title="Activity"
        intro={`${activity.postCount} posts · ${activity.replyCount} replies · ${activity.orderCount} orders`}
        size="medium"
      >
        {activity.latestPosts.length + activity.latestReplies.length === 0 ? (
          <p className="mt-4 text-sm text-ink-500">No posts or replies yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-ink-900/10 text-sm">
            {activity.latestPosts.map((post) => (
              <li key={post.id} className="py-2">
                Post{' '}
                <Link
                  to={paths.post.to(post.id)}
                  className="font-semibold wrap-anywhere text-terracotta-600 hover:underline"
                >
                  {post.title}
                </Link>{' '}
                <Timestamp value={post.createdAt} className="text-ink-500" />
              </li>
            ))}
            {activity.latestReplies.map((reply) => (
              <li key={reply.id} className="py-2">
                Reply in{' '}
                <Link
                  to={paths.post.to(reply.postId)}
                  className="font-semibold wrap-anywhere text-terracotta-600 hover:underline"
                >
                  {reply.postTitle}
                </Link>{' '}
                <Timestamp value={reply.createdAt} className="text-ink-500" />
                <span className="block wrap-anywhere text-ink-700">{reply.excerpt}</span>
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>
      <AdminPanel
        title="Reports of their words"
        intro={`${activity.reportCount} in all, ${activity.openReportCount} open`}
        size="medium"
      >
        {activity.latestReports.length === 0 ? (
          <p className="mt-4 text-sm text-ink-500">Nobody has reported their words.</p>
        ) : (
          <ul className="mt-4 divide-y divide-ink-900/10 text-sm">
            {activity.latestReports.map((report) => (
              <li key={report.id} className="py-2">
                <span className="font-semibold">
                  {REPORT_REASON_LABELS[report.reason as ReportReason] ?? report.reason}
                </span>
                {' · '}
                {REPORT_STATUS[report.status]} · <Timestamp value={report.createdAt} className="text-ink-500" />
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
            Review reports
          </Link>
        )}
      </AdminPanel>
    </div>
  );
}

function describeChange(change: MemberChange): string {
  if (change.kind === 'role') return `Made ${change.role === 'admin' ? 'an admin' : 'a member'}`;
  if (change.kind === 'lifted') return 'Suspension lifted';
  return change.until ? `Suspended until ${formatSuspensionEnd(change.until)}` : 'Suspended for good';
}

function History({ changes }: { changes: MemberChange[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="font-display text-2xl font-semibold text-ink-900">
        History
      </h2>
      {changes.length === 0 ? (
        <p className="mt-4 text-ink-500">No admin has changed this account yet.</p>
      ) : (
        <ol className="mt-4 divide-y divide-ink-900/10 rounded-card bg-cream-50 text-sm shadow-card ring-1 ring-ink-900/5">
          {changes.map((change) => (
            <li key={change.id} data-testid="member-change" className="p-4">
              <p className="font-semibold text-ink-900">{describeChange(change)}</p>
              <p className="text-ink-500">
                By {change.by}, <Timestamp value={change.createdAt} />
              </p>
              {change.reason && <p className="mt-1 wrap-anywhere text-ink-700">Reason: {change.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

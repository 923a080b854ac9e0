import { plural } from '@lingui/core/macro';
import { shownName } from '@shared/shown-names';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_REASON_LABELS, formatSuspensionEnd, reportOutcomeText, reportTexts } from '@shared/reports';
import { say } from '@shared/texts';
import type { AdminReport } from '@shared/schemas/reports';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadMoreList } from '@client/components/ui/load-more-list';
import { StatusMessage } from '@client/components/ui/status-message';
import { Timestamp } from '@client/components/ui/timestamp';
import { failureMessage } from '@client/lib/failure-message';
import { paths } from '@client/lib/paths';
import { useActOnReport, type ReportAction } from '../api/act-on-report';
import { useAdminReports } from '../api/get-admin-reports';
import { useSuspensions } from '../api/get-suspensions';
import { useLiftSuspension } from '../api/lift-suspension';
import { AdminPage } from '@client/components/admin/admin-page';
import { SuspendDialog } from '../components/suspend-dialog';

type Asking = { report: AdminReport; kind: 'delete' | 'suspend' } | null;

/**
 * Reports, oldest first: the words, where, who wrote and who reported them, and how often. Dismiss,
 * Delete or Suspend the author each close every open report of the same words. Below, the members
 * suspended now, each with Lift.
 */
export function AdminReportsPage() {
  const { t, i18n } = useLingui();
  const reports = useAdminReports();
  const act = useActOnReport();
  const [asking, setAsking] = useState<Asking>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const openCount = reports.data?.pages[0]?.openCount ?? 0;

  const run = (report: AdminReport, action: ReportAction) => {
    setOutcome(null);
    act.mutate(
      { id: report.id, action },
      {
        onSuccess: (answer) => {
          setAsking(null);
          setOutcome(say(i18n, reportOutcomeText(answer, i18n)));
        },
      },
    );
  };
  const failure = act.isError ? failureMessage(act.error) : null;

  return (
    <AdminPage
      title={t({ id: 'admin.reports.title', message: 'Reports' })}
      intro={t({
        id: 'admin.reports.intro',
        message:
          'Posts and replies members reported, the oldest first. Acting on one closes every report of the same words.',
      })}
    >
      {outcome && <StatusMessage className="mb-6">{outcome}</StatusMessage>}
      {failure && !asking && <Alert compact className="mb-6" message={failure} />}
      {openCount > 0 && (
        <p className="mb-4 text-sm font-semibold text-ink-700" data-testid="report-count">
          {t({
            id: 'admin.reports.open-count',
            message: plural(openCount, { one: '# open report', other: '# open reports' }),
          })}
        </p>
      )}
      <LoadMoreList<AdminReport>
        query={reports}
        failure={t({ id: 'admin.reports.load-failed', message: 'Failed to load the reports. Please try again.' })}
        empty={
          <EmptyState
            title={i18n._(reportTexts.noReports)}
            description={t({ id: 'admin.reports.empty-hint', message: 'Reports that members send show here.' })}
          />
        }
        className="flex flex-col gap-4"
        renderItem={(report) => (
          <ReportCard
            report={report}
            busy={act.isPending}
            onDismiss={() => run(report, { kind: 'dismiss' })}
            onDelete={() => setAsking({ report, kind: 'delete' })}
            onSuspend={() => setAsking({ report, kind: 'suspend' })}
          />
        )}
      />
      {asking?.kind === 'delete' && (
        <ConfirmDialog
          message={
            asking.report.kind === 'post'
              ? t({ id: 'admin.reports.delete-post-confirm', message: 'Delete this post and its replies?' })
              : t({ id: 'admin.reports.delete-reply-confirm', message: 'Delete this reply?' })
          }
          confirmLabel={t({ id: 'admin.delete', message: 'Delete' })}
          busy={act.isPending}
          error={failure}
          onConfirm={() => run(asking.report, { kind: 'delete' })}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'suspend' && (
        <SuspendDialog
          author={asking.report.author}
          busy={act.isPending}
          error={failure}
          onSuspend={(period, reason) => run(asking.report, { kind: 'suspend', period, reason })}
          onCancel={() => setAsking(null)}
        />
      )}
      <SuspendedMembers />
    </AdminPage>
  );
}

interface ReportCardProps {
  report: AdminReport;
  busy: boolean;
  onDismiss: () => void;
  onDelete: () => void;
  onSuspend: () => void;
}

function ReportCard({ report, busy, onDismiss, onDelete, onSuspend }: ReportCardProps) {
  const { t, i18n } = useLingui();
  const { kind, createdAt } = report;
  const author = shownName(report.author, i18n);
  const reporter = shownName(report.reporter, i18n);
  const post = (
    <Link
      to={paths.post.to(report.postId)}
      className="font-semibold wrap-anywhere text-terracotta-600 underline-offset-4 hover:underline"
    >
      {report.postTitle}
    </Link>
  );
  return (
    <article
      data-testid="report"
      aria-label={
        kind === 'post'
          ? t({ id: 'admin.reports.card-label-post', message: `Report of a post by ${author}` })
          : t({ id: 'admin.reports.card-label-reply', message: `Report of a reply by ${author}` })
      }
      className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5"
    >
      <p className="text-sm text-ink-500">
        {kind === 'post' ? (
          <Trans id="admin.reports.post-by">
            Post by <strong className="text-ink-900">{author}</strong> in {post}
          </Trans>
        ) : (
          <Trans id="admin.reports.reply-by">
            Reply by <strong className="text-ink-900">{author}</strong> in {post}
          </Trans>
        )}
      </p>
      <blockquote className="mt-3 border-s-4 border-ochre-400 ps-4 leading-relaxed wrap-anywhere whitespace-pre-line text-ink-900">
        {report.excerpt}
      </blockquote>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-700">
          <Trans id="admin.reason.label">Reason</Trans>
        </dt>
        <dd className="text-ink-900">{i18n._(REPORT_REASON_LABELS[report.reason])}</dd>
        {report.note && (
          <>
            <dt className="font-semibold text-ink-700">
              <Trans id="admin.reports.note">Note</Trans>
            </dt>
            <dd className="wrap-anywhere text-ink-900">{report.note}</dd>
          </>
        )}
        <dt className="font-semibold text-ink-700">
          <Trans id="admin.reports.reported-by">Reported by</Trans>
        </dt>
        <dd className="text-ink-900">
          <Trans id="admin.reports.reporter">
            {reporter}, <Timestamp value={createdAt} />
          </Trans>
        </dd>
        <dt className="font-semibold text-ink-700">
          <Trans id="admin.reports.same-words">Reports of these words</Trans>
        </dt>
        <dd className="text-ink-900">{report.reportCount}</dd>
      </dl>
      <div
        role="group"
        aria-label={t({ id: 'admin.member.actions', message: 'Actions' })}
        className="mt-5 flex flex-wrap gap-2"
      >
        <Button variant="quiet" size="sm" disabled={busy} onClick={onDismiss}>
          <Trans id="admin.reports.dismiss">Dismiss</Trans>
        </Button>
        <Button variant="quiet" size="sm" className="text-danger-700!" disabled={busy} onClick={onDelete}>
          {kind === 'post' ? (
            <Trans id="admin.reports.delete-post">Delete Post</Trans>
          ) : (
            <Trans id="admin.reports.delete-reply">Delete Reply</Trans>
          )}
        </Button>
        {report.authorSuspendable && (
          <Button variant="quiet" size="sm" className="text-danger-700!" disabled={busy} onClick={onSuspend}>
            <Trans id="admin.reports.suspend-author">Suspend Author</Trans>
          </Button>
        )}
      </div>
    </article>
  );
}

/** The members suspended now: until when (or for good), why, and Lift. */
function SuspendedMembers() {
  const { t, i18n } = useLingui();
  const suspensions = useSuspensions();
  const lift = useLiftSuspension();
  return (
    <section aria-labelledby="suspended-heading" className="mt-12">
      <h2 id="suspended-heading" className="mb-4 font-display text-2xl font-semibold text-ink-900">
        <Trans id="admin.reports.suspended-members">Suspended members</Trans>
      </h2>
      {lift.isSuccess && <StatusMessage className="mb-4">{i18n._(reportTexts.lifted)}</StatusMessage>}
      {lift.isError && <Alert compact className="mb-4" message={failureMessage(lift.error)} />}
      <LoadMoreList
        query={suspensions}
        itemKey={(member) => member.userId}
        failure={t({ id: 'admin.reports.suspended-load-failed', message: 'Failed to load the suspended members.' })}
        empty={
          <p className="text-ink-500">
            <Trans id="admin.reports.nobody-suspended">Nobody is suspended.</Trans>
          </p>
        }
        className="divide-y divide-ink-900/10 rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5"
        itemClassName={() => 'flex flex-wrap items-start justify-between gap-3 p-4 text-sm'}
        renderItem={(member) => {
          const until = member.suspendedUntil ? formatSuspensionEnd(member.suspendedUntil, i18n) : null;
          return (
            <>
              <div className="min-w-0 flex-1">
                <p className="font-semibold wrap-anywhere text-ink-900">{member.name}</p>
                <p className="wrap-anywhere text-ink-500">{member.email}</p>
                <p className="mt-1 text-ink-700">
                  {until
                    ? t({ id: 'admin.member.suspended-until', message: `Until ${until}` })
                    : t({ id: 'admin.member.suspended-for-good', message: 'For good' })}
                  {' · '}
                  <span className="wrap-anywhere">{member.reason}</span>
                </p>
              </div>
              <Button variant="quiet" size="sm" disabled={lift.isPending} onClick={() => lift.mutate(member.userId)}>
                <Trans id="admin.reports.lift">Lift</Trans>
              </Button>
            </>
          );
        }}
      />
    </section>
  );
}

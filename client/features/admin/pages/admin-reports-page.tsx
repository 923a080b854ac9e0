import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_REASON_LABELS, formatSuspensionEnd, reportTexts } from '@shared/reports';
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
          setOutcome(answer.message);
        },
      },
    );
  };
  const failure = act.isError ? failureMessage(act.error) : null;

  return (
    <AdminPage
      title="Reports"
      intro="Posts and replies members reported, the oldest first. Acting on one closes every report of the same words."
    >
      {outcome && <StatusMessage className="mb-6">{outcome}</StatusMessage>}
      {failure && !asking && <Alert compact className="mb-6" message={failure} />}
      {openCount > 0 && (
        <p className="mb-4 text-sm font-semibold text-ink-700" data-testid="report-count">
          {openCount === 1 ? '1 open report' : `${openCount} open reports`}
        </p>
      )}
      <LoadMoreList<AdminReport>
        query={reports}
        failure="Failed to load the reports. Please try again."
        empty={<EmptyState title={reportTexts.noReports} description="Reports that members send show here." />}
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
          message={asking.report.kind === 'post' ? 'Delete this post and its replies?' : 'Delete this reply?'}
          confirmLabel="Delete"
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
  return (
    <article
      data-testid="report"
      aria-label={`Report of a ${report.kind} by ${report.author}`}
      className="rounded-card bg-cream-50 p-5 shadow-card ring-1 ring-ink-900/5"
    >
      <p className="text-sm text-ink-500">
        {report.kind === 'post' ? 'Post' : 'Reply'} by <strong className="text-ink-900">{report.author}</strong> in{' '}
        <Link
          to={paths.post.to(report.postId)}
          className="font-semibold wrap-anywhere text-terracotta-600 underline-offset-4 hover:underline"
        >
          {report.postTitle}
        </Link>
      </p>
      <blockquote className="mt-3 border-l-4 border-ochre-400 pl-4 leading-relaxed wrap-anywhere whitespace-pre-line text-ink-900">
        {report.excerpt}
      </blockquote>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-700">Reason</dt>
        <dd className="text-ink-900">{REPORT_REASON_LABELS[report.reason]}</dd>
        {report.note && (
          <>
            <dt className="font-semibold text-ink-700">Note</dt>
            <dd className="wrap-anywhere text-ink-900">{report.note}</dd>
          </>
        )}
        <dt className="font-semibold text-ink-700">Reported by</dt>
        <dd className="text-ink-900">
          {report.reporter}, <Timestamp value={report.createdAt} />
        </dd>
        <dt className="font-semibold text-ink-700">Reports of these words</dt>
        <dd className="text-ink-900">{report.reportCount}</dd>
      </dl>
      <div role="group" aria-label="Actions" className="mt-5 flex flex-wrap gap-2">
        <Button variant="quiet" size="sm" disabled={busy} onClick={onDismiss}>
          Dismiss
        </Button>
        <Button variant="quiet" size="sm" className="text-danger-700!" disabled={busy} onClick={onDelete}>
          Delete {report.kind === 'post' ? 'Post' : 'Reply'}
        </Button>
        {report.authorSuspendable && (
          <Button variant="quiet" size="sm" className="text-danger-700!" disabled={busy} onClick={onSuspend}>
            Suspend Author
          </Button>
        )}
      </div>
    </article>
  );
}

/** The members suspended now: until when (or for good), why, and Lift. */
function SuspendedMembers() {
  const suspensions = useSuspensions();
  const lift = useLiftSuspension();
  return (
    <section aria-labelledby="suspended-heading" className="mt-12">
      <h2 id="suspended-heading" className="mb-4 font-display text-2xl font-semibold text-ink-900">
        Suspended members
      </h2>
      {lift.isSuccess && <StatusMessage className="mb-4">{reportTexts.lifted}</StatusMessage>}
      {lift.isError && <Alert compact className="mb-4" message={failureMessage(lift.error)} />}
      <LoadMoreList
        query={suspensions}
        itemKey={(member) => member.userId}
        failure="Failed to load the suspended members."
        empty={<p className="text-ink-500">Nobody is suspended.</p>}
        className="divide-y divide-ink-900/10 rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5"
        itemClassName={() => 'flex flex-wrap items-start justify-between gap-3 p-4 text-sm'}
        renderItem={(member) => (
          <>
            <div className="min-w-0 flex-1">
              <p className="font-semibold wrap-anywhere text-ink-900">{member.name}</p>
              <p className="wrap-anywhere text-ink-500">{member.email}</p>
              <p className="mt-1 text-ink-700">
                {member.suspendedUntil ? `Until ${formatSuspensionEnd(member.suspendedUntil)}` : 'For good'}
                {' · '}
                <span className="wrap-anywhere">{member.reason}</span>
              </p>
            </div>
            <Button variant="quiet" size="sm" disabled={lift.isPending} onClick={() => lift.mutate(member.userId)}>
              Lift
            </Button>
          </>
        )}
      />
    </section>
  );
}

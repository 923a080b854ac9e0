import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@client/lib/api/api-client';
import type { ReportBody, ReportReceipt } from '@shared/schemas/reports';

/** What a member reports: a post or one reply. */
export type ReportTarget = { kind: 'post' | 'reply'; id: string };

export const fileReport = ({ kind, id }: ReportTarget, body: ReportBody) =>
  apiPost<ReportReceipt>(`/api/${kind === 'post' ? 'posts' : 'replies'}/${encodeURIComponent(id)}/reports`, body);

/** Nothing on screen changes with a report: only the reporter is told it was sent. */
export const useFileReport = (target: ReportTarget) =>
  useMutation({ mutationFn: (body: ReportBody) => fileReport(target, body) });

// Reports of posts and replies, the admins' queue of them, and suspensions, as the API takes and gives
// them (docs/product.md §10).
import Type, { type Static } from 'typebox';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  SUSPENSION_PERIODS,
  SUSPENSION_REASON_MAX,
  type SuspensionPeriod,
} from '../reports';
import { Id, IsoDateTime, Page } from './common';
import { PersonText } from './text-rules';
import { withValues } from '../texts';

const Reason = Type.Enum([...REPORT_REASONS], {
  errorMessage: {
    enum: /*i18n*/ { id: 'reports.rule.reason-unknown', message: 'Choose a reason: spam, abuse or something else.' },
    required: /*i18n*/ { id: 'reports.rule.reason-required', message: 'Choose a reason.' },
  },
});

export const ReportBody = Type.Object(
  {
    reason: Reason,
    note: Type.Optional(
      PersonText(2000, {
        paragraphs: true,
        max: {
          length: REPORT_NOTE_MAX,
          message: withValues(
            /*i18n*/ { id: 'reports.rule.note-too-long', message: 'The note must be at most {max} characters.' },
            { max: REPORT_NOTE_MAX },
          ),
        },
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

/** The member's report as filed; a second report of the same words gives back the open one. */
export const ReportReceipt = Type.Object({
  id: Id,
  reason: Reason,
  note: Type.String(),
  createdAt: IsoDateTime,
  /** In English, for API clients: the screen thanks the reporter in its own language (REPORT_SENT). */
  message: Type.String(),
});
export type ReportReceipt = Static<typeof ReportReceipt>;

export const AdminReportQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);

/** An open report as the queue shows it: the words reported, where, by whom, and how often. */
export const AdminReport = Type.Object({
  id: Id,
  reason: Reason,
  note: Type.String(),
  createdAt: IsoDateTime,
  reporter: Type.String({ description: "The reporter's display name" }),
  kind: Type.Union([Type.Literal('post'), Type.Literal('reply')]),
  postId: Id,
  replyId: Type.Union([Id, Type.Null()]),
  postTitle: Type.String(),
  /** The reported words, cut to a few hundred characters. */
  excerpt: Type.String(),
  author: Type.String(),
  /** False for a sample member without an account and for an admin: their words can only be deleted. */
  authorSuspendable: Type.Boolean(),
  /** Open reports of the same post or reply, this one included. */
  reportCount: Type.Integer({ minimum: 1 }),
});
export type AdminReport = Static<typeof AdminReport>;

export const AdminReportPage = Type.Object({
  ...Page(AdminReport).properties,
  openCount: Type.Integer({ minimum: 0 }),
});
export type AdminReportPage = Static<typeof AdminReportPage>;

const Period = Type.Enum(Object.keys(SUSPENSION_PERIODS) as SuspensionPeriod[], {
  errorMessage: {
    enum: /*i18n*/ { id: 'reports.rule.period-unknown', message: 'Choose 1 day, 7 days, 30 days or for good.' },
    required: /*i18n*/ { id: 'reports.rule.period-required', message: 'Choose how long.' },
  },
});

export const SuspendBody = Type.Object(
  {
    period: Period,
    reason: PersonText(2000, {
      paragraphs: true,
      required: /*i18n*/ {
        id: 'reports.rule.suspension-reason-required',
        message: 'Say why the member is suspended: they read it.',
      },
      max: {
        length: SUSPENSION_REASON_MAX,
        message: withValues(
          /*i18n*/ {
            id: 'reports.rule.suspension-reason-too-long',
            message: 'The reason must be at most {max} characters.',
          },
          { max: SUSPENSION_REASON_MAX },
        ),
      },
    }),
  },
  { additionalProperties: false },
);
export type SuspendBody = Static<typeof SuspendBody>;

/**
 * What acting on a report did: the action on the reported post or reply, how many open reports of it it
 * closed, and for a suspension whom and until when (null: for good). The admin's screen words them
 * (shared/reports.ts, reportOutcomeText); `message` is the same in English, for API clients.
 */
export const ReportOutcome = Type.Object({
  action: Type.Union([Type.Literal('dismiss'), Type.Literal('delete'), Type.Literal('suspend')]),
  target: Type.Union([Type.Literal('post'), Type.Literal('reply')]),
  resolved: Type.Integer({ minimum: 0 }),
  memberName: Type.Union([Type.String(), Type.Null()]),
  until: Type.Union([IsoDateTime, Type.Null()]),
  message: Type.String(),
});
export type ReportOutcome = Static<typeof ReportOutcome>;

export const UserIdParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });

/** A member suspended now. */
export const Suspension = Type.Object({
  userId: Id,
  name: Type.String(),
  email: Type.String(),
  suspendedAt: IsoDateTime,
  /** Null: for good. */
  suspendedUntil: Type.Union([IsoDateTime, Type.Null()]),
  reason: Type.String(),
});
export type Suspension = Static<typeof Suspension>;
export const SuspensionPage = Page(Suspension);
export type SuspensionPage = Static<typeof SuspensionPage>;

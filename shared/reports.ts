// Reports of members' words and suspensions (docs/product.md §10): the closed lists, the limits and the
// texts, without TypeBox, so that screens show them without loading the schemas. The lists' values stay as
// the API has them; their labels are Lingui descriptors, shown with `i18n._()` in the reader's language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { EVENT_TIME_ZONE } from './constants';
import { formatDate } from './locale-format/format';
import type { Locale } from './locales';
import { say, withValues } from './texts';

export const REPORT_REASONS = ['spam', 'abuse', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  spam: /*i18n*/ { id: 'reports.reason.spam', message: 'Spam' },
  abuse: /*i18n*/ { id: 'reports.reason.abuse', message: 'Abuse or harassment' },
  other: /*i18n*/ { id: 'reports.reason.other', message: 'Something else' },
};
/** The reporter's optional note, and the admin's reason for a suspension. */
export const REPORT_NOTE_MAX = 500;
export const SUSPENSION_REASON_MAX = 500;

/** How long a suspension lasts: days, or null for good. */
export const SUSPENSION_PERIODS = { '1d': 1, '7d': 7, '30d': 30, forever: null } as const;
export type SuspensionPeriod = keyof typeof SUSPENSION_PERIODS;

export const reportTexts = {
  ownWords: /*i18n*/ { id: 'reports.own-words', message: 'You cannot report your own words.' },
  closed: /*i18n*/ {
    id: 'reports.closed',
    message: 'This report is no longer open: another admin may have dealt with it already.',
  },
  sampleMember: /*i18n*/ {
    id: 'reports.sample-member',
    message:
      'This author has no account (a sample member or a former member), so they cannot be suspended. Delete their words instead.',
  },
  adminNotSuspendable: /*i18n*/ { id: 'reports.admin-not-suspendable', message: 'An admin cannot be suspended.' },
  /** The queue's empty state. */
  noReports: /*i18n*/ { id: 'reports.none-open', message: 'No open reports' },
  lifted: /*i18n*/ { id: 'reports.lifted', message: 'The suspension is lifted: they can sign in and write again.' },
};

/** What the reporter reads once their report is filed (the receipt's English `message` for API clients). */
export const REPORT_SENT = /*i18n*/ {
  id: 'reports.receipt.sent',
  message: 'Thank you: your report was sent to the moderators.',
};

/** What acting on a report did, as its answer says it: the action, the reported kind, the suspension. */
export interface ReportOutcomeWords {
  action: 'dismiss' | 'delete' | 'suspend';
  target: 'post' | 'reply';
  resolved: number;
  /** The suspended member's name and the suspension's end (null: for good), for 'suspend'. */
  memberName: string | null;
  until: string | Date | null;
}

/** What the admin reads after acting on a report, in `language`: "Dismissed: 1 report closed." */
export function reportOutcomeText(outcome: ReportOutcomeWords, language: I18n): MessageDescriptor {
  const closed = withValues(
    /*i18n*/ {
      id: 'reports.outcome.closed-count',
      message: '{resolved, plural, one {# report closed} other {# reports closed}}',
    },
    { resolved: outcome.resolved },
  );
  if (outcome.action === 'dismiss')
    return withValues(/*i18n*/ { id: 'reports.outcome.dismissed', message: 'Dismissed: {closed}.' }, { closed });
  if (outcome.action === 'delete')
    return withValues(
      /*i18n*/ {
        id: 'reports.outcome.deleted',
        message: '{target, select, reply {The reply is deleted: {closed}.} other {The post is deleted: {closed}.}}',
      },
      { target: outcome.target, closed },
    );
  return withValues(
    /*i18n*/ {
      id: 'reports.outcome.suspended',
      message:
        '{forGood, select, yes {{name} is suspended for good: {closed}.} other {{name} is suspended until {end}: {closed}.}}',
    },
    {
      forGood: outcome.until === null ? 'yes' : 'no',
      name: outcome.memberName ?? '',
      end: outcome.until === null ? '' : formatSuspensionEnd(outcome.until, language),
      closed,
    },
  );
}

/** '2026-12-03T14:05:00.000Z' → 'Dec 3, 2026 at 15:05 (Lagos time)', the day and the clock in `language`. */
export function formatSuspensionEnd(until: string | Date, language: I18n): string {
  const locale = language.locale as Locale;
  return say(
    language,
    withValues(
      /*i18n*/ { id: 'reports.suspension-end', message: '{day} at {time} (Lagos time)' },
      {
        day: formatDate(until, locale, 'date', EVENT_TIME_ZONE),
        time: formatDate(until, locale, 'clock', EVENT_TIME_ZONE),
      },
    ),
  );
}

/**
 * What a suspended member reads when they sign in or write, in `language` as the server says it
 * (server/http/suspension-refusal.ts, whose English a test holds to this).
 */
export function suspensionMessage(until: string | Date | null, reason: string, language: I18n): string {
  const period = until === null ? 'for good' : `until ${formatSuspensionEnd(until, language)}`;
  return `Your account is suspended ${period}. Reason: ${reason}`;
}

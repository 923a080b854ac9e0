// Reports of members' words and suspensions (docs/product.md §10): the closed lists, the limits and the
// texts, without TypeBox, so that screens show them without loading the schemas. The lists' values stay as
// the API has them; their labels are Lingui descriptors, shown with `i18n._()` in the reader's language.
import type { MessageDescriptor } from '@lingui/core';
import { EVENT_TIME_ZONE } from './constants';
import { formatDate } from './locale-format/format';
import { SOURCE_LOCALE, type Locale } from './locales';

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
  reported: 'Thank you: your report was sent to the moderators.',
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

const closedCount = (resolved: number) => `${resolved} ${resolved === 1 ? 'report' : 'reports'} closed`;

/** What the admin reads after acting on a report. */
export const reportOutcomeTexts = {
  dismissed: (resolved: number) => `Dismissed: ${closedCount(resolved)}.`,
  deleted: (kind: 'post' | 'reply', resolved: number) => `The ${kind} is deleted: ${closedCount(resolved)}.`,
  suspended: (name: string, until: string | Date | null, resolved: number) =>
    `${name} is suspended ${until === null ? 'for good' : `until ${formatSuspensionEnd(until)}`}: ${closedCount(resolved)}.`,
};

/** '2026-12-03T14:05:00.000Z' → 'Dec 3, 2026 at 15:05 (Lagos time)', the day and the clock in a language. */
export function formatSuspensionEnd(until: string | Date, locale: Locale = SOURCE_LOCALE): string {
  const day = formatDate(until, locale, 'date', EVENT_TIME_ZONE);
  return `${day} at ${formatDate(until, locale, 'clock', EVENT_TIME_ZONE)} (Lagos time)`;
}

/**
 * What a suspended member reads when they sign in or write, in English: the server says it in their language
 * (server/http/suspension-refusal.ts, whose English a test holds to this).
 */
export function suspensionMessage(until: string | Date | null, reason: string): string {
  const period = until === null ? 'for good' : `until ${formatSuspensionEnd(until)}`;
  return `Your account is suspended ${period}. Reason: ${reason}`;
}

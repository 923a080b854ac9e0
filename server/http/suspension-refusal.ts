// What a suspended member reads when they sign in or write: why, and until when or for good, in the
// request's language (the end's date as shared/reports.ts writes it in that language). Only the server says it, so its
// message stays out of the client's catalog parts.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatSuspensionEnd } from '@shared/reports';
import { withValues } from '@server/lib/i18n/server-i18n';

export function suspensionRefusal(until: string | Date | null, reason: string): MessageDescriptor {
  return withValues(
    /*i18n*/ {
      id: 'reports.suspended-refusal',
      message:
        '{forGood, select, yes {Your account is suspended for good. Reason: {reason}} other {Your account is suspended until {end}. Reason: {reason}}}',
    },
    {
      forGood: until === null ? 'yes' : 'no',
      end: until === null ? '' : (language: I18n) => formatSuspensionEnd(until, language),
      reason,
    },
  );
}

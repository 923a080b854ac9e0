// An event's start as feeds and preview cards show it, in words: in Lagos time, where the events happen, in
// the page's language. Feeds have no language address: they speak the request's language, as their titles do.
import type { I18n } from '@lingui/core';
import { EVENT_TIME_ZONE } from '@shared/constants';
import { formatDate } from '@shared/locale-format/format';
import type { Locale } from '@shared/locales';
import { withValues } from '@server/lib/i18n/server-i18n';

/** "Fri, 6 Dec 2030, 7:00 pm (Lagos time)" in `i18n`'s language. */
export const formatEventStart = (startsAt: string, i18n: I18n) =>
  i18n._(
    withValues(
      /*i18n*/ { id: 'pages.event.start-lagos', message: '{start} (Lagos time)' },
      {
        start: formatDate(startsAt, i18n.locale as Locale, 'eventStart', EVENT_TIME_ZONE),
      },
    ),
  );

// An event's start as feeds and preview cards show it, in words: in Lagos time, where the events happen, in
// the page's language.
import { EVENT_TIME_ZONE } from '@shared/constants';
import { formatDate } from '@shared/locale-format/format';
import type { Locale } from '@shared/locales';

export const formatEventStart = (startsAt: string, locale: Locale) =>
  `${formatDate(startsAt, locale, 'eventStart', EVENT_TIME_ZONE)} (Lagos time)`;

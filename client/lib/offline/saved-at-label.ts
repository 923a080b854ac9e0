// "14:05" for a copy saved today, "14:05 on 25 Nov" for an older one: the device's clock and zone, since
// it is the reader's own memory of when they looked, in the page's language.
import { t } from '@lingui/core/macro';
import { formatDate } from '@shared/locale-format/format';
import { pageLocale } from '../i18n/page-formats';

export function savedAtLabel(savedAt: Date, now: Date = new Date()): string {
  const time = formatDate(savedAt, pageLocale(), 'clock');
  if (savedAt.toDateString() === now.toDateString()) return time;
  const day = formatDate(savedAt, pageLocale(), 'dayMonth');
  return t({ id: 'ui.offline.saved-at', message: `${time} on ${day}` });
}

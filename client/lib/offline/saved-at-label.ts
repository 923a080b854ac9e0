// "14:05" for a copy saved today, "14:05 on 25 Nov" for an older one: the device's clock and zone, since
// it is the reader's own memory of when they looked.
import { t } from '@lingui/core/macro';
export function savedAtLabel(savedAt: Date, now: Date = new Date()): string {
  const time = savedAt.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (savedAt.toDateString() === now.toDateString()) return time;
  const day = savedAt.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return t({ id: 'ui.offline.saved-at', message: `${time} on ${day}` });
}

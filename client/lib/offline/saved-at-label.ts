// "14:05" for a copy saved today, "14:05 on 25 Nov" for an older one: the device's clock and zone, since
// it is the reader's own memory of when they looked.
const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

export function savedAtLabel(savedAt: Date, now: Date = new Date()): string {
  const time = TIME.format(savedAt);
  return savedAt.toDateString() === now.toDateString() ? time : `${time} on ${DAY.format(savedAt)}`;
}

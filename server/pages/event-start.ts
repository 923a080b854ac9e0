// An event's start as feeds and preview cards show it, in words: in Lagos time, where the events happen.
import { EVENT_TIME_ZONE } from '@shared/constants';

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

export const formatEventStart = (startsAt: string) => `${format.format(new Date(startsAt))} (Lagos time)`;

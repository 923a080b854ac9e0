import { useState } from 'react';
import { formatDay, formatFullMoment, formatMoment } from './time-format';

interface TimestampProps {
  /** An ISO date-time from the API. */
  value: string;
  /** "moment": '5 minutes ago' within a week, else the day; "day": always the day ('Oct 26, 2024'). */
  format?: 'moment' | 'day';
  className?: string;
}

/** A <time> element with a machine-readable value and the full date and time as its tooltip. */
export function Timestamp({ value, format = 'moment', className }: TimestampProps) {
  // Read once per mount: a screen does not re-render every minute just to age its times.
  const [now] = useState(Date.now);
  return (
    <time dateTime={value} title={formatFullMoment(value)} className={className}>
      {format === 'day' ? formatDay(value) : formatMoment(value, now)}
    </time>
  );
}

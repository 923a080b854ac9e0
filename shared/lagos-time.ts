// Events are entered and shown in Lagos time. Nigeria keeps West Africa Time, UTC+1, all year (no summer
// time), so a local time converts with a fixed offset; display uses Intl with the zone name.
import { EVENT_TIME_ZONE } from './constants';

const OFFSET = '+01:00';

/** `2026-12-04T19:00` in Lagos → the instant. */
export function lagosLocalToInstant(local: string): Date {
  return new Date(`${local}:00${OFFSET}`);
}

/** Whether `2026-02-30T19:00` names a real moment: the format allows days the calendar does not have. */
export function isRealLagosLocal(local: string): boolean {
  const instant = lagosLocalToInstant(local);
  return !Number.isNaN(instant.getTime()) && instantToLagosLocal(instant) === local;
}

/** The instant → `2026-12-04T19:00` in Lagos, as a datetime-local field shows it. */
export function instantToLagosLocal(instant: string | Date): string {
  const shifted = new Date(new Date(instant).getTime() + 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

/** The instant as an ISO 8601 text with Lagos's offset, as calendars and JSON-LD read it. */
export function instantToLagosIso(instant: string | Date): string {
  return `${instantToLagosLocal(instant)}:00${OFFSET}`;
}

export { EVENT_TIME_ZONE };

import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './time-format';

const now = new Date(2025, 2, 15, 12, 0, 0).getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

describe('formatMoment', () => {
  it('says just now for the last minute and for a clock slightly ahead', () => {
    expect(formatMoment(ago(10_000), now)).toBe('just now');
    expect(formatMoment(ago(-30_000), now)).toBe('just now');
  });

  it('counts minutes, hours and days within the week', () => {
    expect(formatMoment(ago(MINUTE), now)).toBe('1 minute ago');
    expect(formatMoment(ago(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(formatMoment(ago(3 * 60 * MINUTE), now)).toBe('3 hours ago');
    expect(formatMoment(ago(24 * 60 * MINUTE), now)).toBe('yesterday');
    expect(formatMoment(ago(6 * 24 * 60 * MINUTE), now)).toBe('6 days ago');
  });

  it('shows the day as a story date from a week on', () => {
    expect(formatMoment(new Date(2025, 2, 8, 11, 0).toISOString(), now)).toBe('Mar 8, 2025');
  });
});

describe('formatDay', () => {
  it('gives the local calendar day as a story date', () => {
    expect(formatDay(new Date(2024, 9, 26, 23, 59).toISOString())).toBe('Oct 26, 2024');
    expect(formatDay(new Date(2024, 0, 1, 0, 1).toISOString())).toBe('Jan 1, 2024');
  });
});

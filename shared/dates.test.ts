import { describe, expect, it } from 'vitest';
import { addDaysIso, formatEventDate, formatStoryDate, parseSpecDate, splitDisplayDate, todayIso } from './dates';

describe('parseSpecDate', () => {
  it('reads both text formats', () => {
    expect(parseSpecDate('DEC 22, 2024')).toBe('2024-12-22');
    expect(parseSpecDate('Oct 26, 2024')).toBe('2024-10-26');
  });

  it('reads ISO dates, full month names and loose spacing', () => {
    expect(parseSpecDate('2024-02-29')).toBe('2024-02-29');
    expect(parseSpecDate('  October 5 2025 ')).toBe('2025-10-05');
    expect(parseSpecDate('sept. 1, 2025')).toBe('2025-09-01');
  });

  it('refuses text that is not a real calendar date', () => {
    for (const text of ['FEB 30, 2024', '2023-02-29', 'Foo 1, 2024', 'DEC 2024', '', '22/12/2024', '2024-13-01']) {
      expect(parseSpecDate(text), text).toBeNull();
    }
  });
});

describe('formatting', () => {
  it('formats events as MON DD, YYYY in capitals and stories as Mon DD, YYYY', () => {
    expect(formatEventDate('2024-12-22')).toBe('DEC 22, 2024');
    expect(formatEventDate('2025-03-05')).toBe('MAR 5, 2025');
    expect(formatStoryDate('2024-10-26')).toBe('Oct 26, 2024');
  });

  it('round-trips through parse', () => {
    expect(parseSpecDate(formatEventDate('2026-01-09'))).toBe('2026-01-09');
    expect(parseSpecDate(formatStoryDate('2026-07-31'))).toBe('2026-07-31');
  });
});

describe('splitDisplayDate', () => {
  it('splits on spaces into month, day and year, dropping the comma', () => {
    expect(splitDisplayDate('DEC 22, 2024')).toEqual({ month: 'DEC', day: '22', year: '2024' });
    expect(splitDisplayDate('Oct 26, 2024')).toEqual({ month: 'Oct', day: '26', year: '2024' });
  });

  it('leaves missing parts empty instead of failing', () => {
    expect(splitDisplayDate('TBA')).toEqual({ month: 'TBA', day: '', year: '' });
  });
});

describe('calendar helpers', () => {
  it('takes today in UTC and adds days across month and year ends', () => {
    expect(todayIso(new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(addDaysIso('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDaysIso('2024-03-01', -1)).toBe('2024-02-29');
  });
});

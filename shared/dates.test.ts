import { describe, expect, it } from 'vitest';
import { addDaysIso, formatEventDate, formatStoryDate, splitDisplayDate, todayIso } from './dates';

describe('formatting', () => {
  it('formats events as MON DD, YYYY in capitals and stories as Mon DD, YYYY', () => {
    expect(formatEventDate('2024-12-22')).toBe('DEC 22, 2024');
    expect(formatEventDate('2025-03-05')).toBe('MAR 5, 2025');
    expect(formatStoryDate('2024-10-26')).toBe('Oct 26, 2024');
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

import { describe, expect, it } from 'vitest';
import { addDaysIso, eventDateParts, formatEventDate, formatStoryDate, splitDisplayDate, todayIso } from './dates';
import { registerShippedLocales } from './locale-format/register-shipped';

describe('formatting', () => {
  it('formats events as MON DD, YYYY in capitals and stories as Mon DD, YYYY', () => {
    expect(formatEventDate('2024-12-22')).toBe('DEC 22, 2024');
    expect(formatEventDate('2025-03-05')).toBe('MAR 5, 2025');
    expect(formatStoryDate('2024-10-26')).toBe('Oct 26, 2024');
  });
});

describe('in other languages', () => {
  it("shows a calendar date in the reader's language, the same day wherever the reader is", () => {
    registerShippedLocales();
    expect(formatStoryDate('2024-10-26', 'fr')).toBe('26 oct. 2024');
    expect(formatEventDate('2024-12-22', 'fr')).toBe('22 DÉC. 2024');
    expect(formatStoryDate('2024-12-01', 'ha')).toBe('1 Dis, 2024');
  });

  it("splits an event's day into the tile's month, day and year", () => {
    expect(eventDateParts('2024-12-22', 'en')).toEqual({ month: 'DEC', day: '22', year: '2024' });
    expect(eventDateParts('2025-03-05', 'en')).toEqual({ month: 'MAR', day: '5', year: '2025' });
    expect(eventDateParts('2024-12-01', 'fr')).toEqual({ month: 'DÉC.', day: '1', year: '2024' });
    expect(eventDateParts('2024-12-01', 'ha')).toEqual({ month: 'DIS', day: '1', year: '2024' });
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

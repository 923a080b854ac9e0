import { describe, expect, it } from 'vitest';
import { registerShippedLocales } from '@shared/locale-format/register-shipped';
import { formatEventTime, mapLinkOf } from './event-time';

describe("an event's time", () => {
  it('is shown in Lagos time, with the end time on the same day', () => {
    expect(formatEventTime('2026-12-04T18:00:00.000Z', '2026-12-04T22:00:00.000Z')).toBe(
      'Friday, 4 December 2026 at 7:00 pm – 11:00 pm',
    );
  });

  it('names the end day when the event ends on another day, and the start alone without an end', () => {
    expect(formatEventTime('2026-12-04T22:30:00.000Z', '2026-12-05T03:00:00.000Z')).toBe(
      'Friday, 4 December 2026 at 11:30 pm – Saturday, 5 December 2026 at 4:00 am',
    );
    expect(formatEventTime('2026-12-04T23:30:00.000Z', null)).toBe('Saturday, 5 December 2026 at 12:30 am');
  });

  it("is written in the page's language, Hausa from its shipped formats", () => {
    registerShippedLocales();
    expect(formatEventTime('2026-12-04T18:00:00.000Z', '2026-12-04T22:00:00.000Z', 'ha')).toBe(
      'Jummaʼa 4 Disamba, 2026 da 19:00 – 23:00',
    );
    expect(formatEventTime('2026-12-04T22:30:00.000Z', '2026-12-05T03:00:00.000Z', 'fr')).toBe(
      'vendredi 4 décembre 2026 à 23:30 – samedi 5 décembre 2026 à 4:00',
    );
  });

  it('links the place to an OpenStreetMap search', () => {
    expect(mapLinkOf('Freedom Park, Lagos')).toBe(
      'https://www.openstreetmap.org/search?query=Freedom%20Park%2C%20Lagos',
    );
  });
});

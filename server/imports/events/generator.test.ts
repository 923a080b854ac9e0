import { describe, expect, it } from 'vitest';
import { instantToLagosLocal } from '@shared/lagos-time';
import { EVENT_TEMPLATES, generateEvents } from './generator';

/** The Lagos day an event starts on, as the cards show it. */
const dayOf = (e: { startsAt: Date }) => instantToLagosLocal(e.startsAt).slice(0, 10);

const NOW = new Date('2026-12-20T23:59:00Z');

describe('generateEvents', () => {
  const generated = generateEvents('Lagos', NOW);

  it('makes 10 events at the location, one a week from 7 days after today', () => {
    expect(generated).toHaveLength(10);
    expect(generated.map(dayOf)).toEqual([
      '2026-12-27',
      '2027-01-03',
      '2027-01-10',
      '2027-01-17',
      '2027-01-24',
      '2027-01-31',
      '2027-02-07',
      '2027-02-14',
      '2027-02-21',
      '2027-02-28',
    ]);
    expect(generated.every((e) => e.location === 'Lagos')).toBe(true);
  });

  it('cycles through the 8 templates: the 9th and 10th reuse the 1st and 2nd', () => {
    expect(EVENT_TEMPLATES).toHaveLength(8);
    expect(new Set(EVENT_TEMPLATES.map((t) => t.name('X'))).size).toBe(8);
    expect(generated.map((e) => e.name)).toEqual([
      'Afrobeat Night in Lagos',
      'Highlife Sessions in Lagos',
      'Lagos Amapiano Block Party',
      'Lagos Spoken Word Evening',
      'Jazz on the Rooftop, Lagos',
      'Lagos Art and Craft Market',
      'Drum Circle Sunday in Lagos',
      'New Voices Showcase, Lagos',
      'Afrobeat Night in Lagos',
      'Highlife Sessions in Lagos',
    ]);
  });

  it('gives every event its own generated artwork', () => {
    expect(generated[0]!.imageUrl).toBe('/media/art/stage/afrobeat-night-2026-12-27.svg');
    expect(new Set(generated.map((e) => e.imageUrl)).size).toBe(10);
    for (const e of generated) expect(e.imageUrl).toMatch(/^\/media\/art\/stage\/[a-z0-9-]{1,80}\.svg$/);
  });

  it('names the location in every event, so two places never collide on the same day', () => {
    const accra = generateEvents('Accra', NOW);
    expect(accra.every((e, i) => e.name !== generated[i]!.name && dayOf(e) === dayOf(generated[i]!))).toBe(true);
  });
});

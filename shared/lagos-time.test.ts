import { describe, expect, it } from 'vitest';
import { isRealLagosLocal, instantToLagosIso, instantToLagosLocal, lagosLocalToInstant } from './lagos-time';

describe('Lagos time', () => {
  it('reads a local time in Lagos as UTC+1, across the change of day', () => {
    expect(lagosLocalToInstant('2026-12-04T19:00').toISOString()).toBe('2026-12-04T18:00:00.000Z');
    expect(lagosLocalToInstant('2026-12-05T00:30').toISOString()).toBe('2026-12-04T23:30:00.000Z');
  });

  it('shows an instant in Lagos, the way it was entered', () => {
    expect(instantToLagosLocal('2026-12-04T23:30:00.000Z')).toBe('2026-12-05T00:30');
    expect(instantToLagosIso('2026-12-04T18:00:00.000Z')).toBe('2026-12-04T19:00:00+01:00');
    expect(instantToLagosLocal(lagosLocalToInstant('2026-07-01T08:15'))).toBe('2026-07-01T08:15');
  });

  it('tells a real moment from a day the calendar lacks', () => {
    expect(isRealLagosLocal('2028-02-29T20:00')).toBe(true);
    expect(isRealLagosLocal('2026-02-29T20:00')).toBe(false);
    expect(isRealLagosLocal('2026-04-31T09:00')).toBe(false);
  });
});

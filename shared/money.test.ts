import { describe, expect, it } from 'vitest';
import { koboToNaira, nairaToKobo } from './money';

describe('nairaToKobo', () => {
  it('converts a form price with step 0.01 to whole kobo without float drift', () => {
    expect(nairaToKobo(15000)).toBe(1_500_000);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToKobo(22750.5)).toBe(2_275_050);
    expect(koboToNaira(2_275_050)).toBe(22750.5);
  });

  it('refuses negative, non-finite and out-of-range prices', () => {
    expect(nairaToKobo(-1)).toBeNull();
    expect(nairaToKobo(Number.NaN)).toBeNull();
    expect(nairaToKobo(Number.POSITIVE_INFINITY)).toBeNull();
    expect(nairaToKobo(30_000_000)).toBeNull();
  });
});

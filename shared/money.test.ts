import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, nairaToKobo } from './money';

describe('formatNaira', () => {
  it('shows whole naira with the ₦ symbol and locale thousands separators', () => {
    expect(formatNaira(1_500_000, 'en-NG')).toBe('₦15,000');
    expect(formatNaira(0, 'en-NG')).toBe('₦0');
    expect(formatNaira(123_456_789_00, 'en-NG')).toBe('₦123,456,789');
  });

  it('shows kobo with two decimals', () => {
    expect(formatNaira(2_275_050, 'en-NG')).toBe('₦22,750.50');
    expect(formatNaira(1, 'en-NG')).toBe('₦0.01');
  });

  it('follows the locale for grouping', () => {
    expect(formatNaira(1_500_000, 'de-DE')).toBe('₦15.000');
    expect(formatNaira(150_000_000, 'en-IN')).toBe('₦15,00,000');
  });
});

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

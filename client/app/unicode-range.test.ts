import { describe, expect, it } from 'vitest';
import { unicodeRangeCovers, unicodeRangeWithout } from './unicode-range';

const codes = (text: string) => [...text].map((character) => character.codePointAt(0) ?? 0);

describe('unicodeRangeCovers', () => {
  const latinExt = 'U+0100-02BA,U+02BD-02C5,U+1E00-1E9F,U+20A0-20AB,U+20AD-20C0,U+2C60-2C7F';

  it('finds a character inside one of the ranges (the naira sign is in Latin Extended)', () => {
    expect(unicodeRangeCovers(latinExt, codes('From ₦15,000'))).toBe(true);
  });

  it('finds nothing when every character is outside', () => {
    expect(unicodeRangeCovers(latinExt, codes('Plain ASCII text'))).toBe(false);
    expect(unicodeRangeCovers(latinExt, [])).toBe(false);
  });

  it('reads single code points and lower-case prefixes', () => {
    expect(unicodeRangeCovers('u+131, U+2116', [0x2116])).toBe(true);
    expect(unicodeRangeCovers('U+131', [0x130])).toBe(false);
  });
});

describe('unicodeRangeWithout', () => {
  it('cuts one character out of the span that holds it, and leaves the others as they are', () => {
    const latinExt = 'U+0100-02BA,U+2020,U+20A0-20AB,U+20AD-20C0';
    expect(unicodeRangeWithout(latinExt, 0x20a6)).toBe('U+0100-02BA,U+2020,U+20A0-20A5,U+20A7-20AB,U+20AD-20C0');
    expect(unicodeRangeCovers(unicodeRangeWithout(latinExt, 0x20a6), codes('₦15,000'))).toBe(false);
    expect(unicodeRangeCovers(unicodeRangeWithout(latinExt, 0x20a6), codes('Ɗanƙwairo'))).toBe(true);
    expect(unicodeRangeWithout('U+2020', 0x2020)).toBe('');
    expect(unicodeRangeWithout('U+20A6-20A8', 0x20a6)).toBe('U+20A7-20A8');
    expect(unicodeRangeWithout('U+0-FF', 0x20a6)).toBe('U+0-FF');
    // A minified stylesheet's wildcards ('U+??' is U+0000-00FF) are spans like any other.
    expect(unicodeRangeWithout('U+??,U+20??', 0x20a6)).toBe('U+??,U+2000-20A5,U+20A7-20FF');
    expect(unicodeRangeCovers('U+??,U+131', codes('Griot'))).toBe(true);
    expect(unicodeRangeCovers('U+4??', codes('Ж'))).toBe(true);
  });
});

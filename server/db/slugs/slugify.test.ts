import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify } from './slugify';

describe('slugify', () => {
  it('keeps names readable, diacritics written plainly', () => {
    expect(slugify('Oumou Sangaré')).toBe('oumou-sangare');
    expect(slugify('Fela & Afrika 70: Live!')).toBe('fela-and-afrika-70-live');
    expect(slugify('Ibrahim Touré')).toBe('ibrahim-toure');
    expect(slugify('BAAB MAAL')).toBe('baab-maal');
  });

  it('never gives an empty or over-long slug', () => {
    expect(slugify('!!!')).toBe('item');
    expect(slugify('a'.repeat(200)).length).toBe(MAX_SLUG_LENGTH);
    expect(slugify(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });
});

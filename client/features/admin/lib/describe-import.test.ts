import { describe, expect, it } from 'vitest';
import { NEWS_COUNTRIES } from '@shared/constants';
import { countryChoiceLabel, importCounts } from './describe-import';

describe('importCounts', () => {
  it('says found, imported, already existing and the source in words', () => {
    expect(
      importCounts({
        message: 'Imported 10 artists from MusicBrainz.',
        found: 10,
        imported: 10,
        existing: 0,
        source: 'MusicBrainz',
      }),
    ).toBe('Found 10 · Imported 10 · Already existing 0 · Source: MusicBrainz');
    expect(importCounts({ message: 'x', found: 10, imported: 3, existing: 7, source: 'Sample data' })).toBe(
      'Found 10 · Imported 3 · Already existing 7 · Source: Sample data',
    );
  });
});

describe('countryChoiceLabel', () => {
  it('shows each news country as its code and English name', () => {
    expect(NEWS_COUNTRIES.map(countryChoiceLabel)).toEqual([
      'ng — Nigeria',
      'gh — Ghana',
      'ke — Kenya',
      'za — South Africa',
      'us — United States',
      'gb — United Kingdom',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { readQuery } from './query-text';

describe('readQuery', () => {
  it('reads the last word as a prefix and the rest as websearch words', () => {
    expect(readQuery('burna bo')).toEqual({ words: 'burna', prefix: 'bo' });
    expect(readQuery('  Sangaré ')).toEqual({ words: '', prefix: 'sangaré' });
  });

  it('keeps an excluded, quoted or joined last word whole', () => {
    expect(readQuery('kente -lagos')).toEqual({ words: 'kente -lagos', prefix: null });
    expect(readQuery('"burna boy')).toEqual({ words: '"burna boy', prefix: null });
    expect(readQuery('"burna boy"')).toEqual({ words: '"burna boy"', prefix: null });
    expect(readQuery("boy's")).toEqual({ words: "boy's", prefix: null });
  });

  it('never lets punctuation or control characters into the prefix', () => {
    expect(readQuery("x':* | y")).toEqual({ words: "x':* |", prefix: 'y' });
    expect(readQuery('!!!')).toEqual({ words: '!!!', prefix: null });
    expect(readQuery('a\u0000b')).toEqual({ words: 'a', prefix: 'b' });
  });

  it('reads a run of exclusion marks as one', () => {
    expect(readQuery('kente ---- lagos')).toEqual({ words: 'kente -', prefix: 'lagos' });
    expect(readQuery('- - -lagos')).toEqual({ words: '-lagos', prefix: null });
    expect(readQuery('jay-z')).toEqual({ words: 'jay-z', prefix: null });
  });
});

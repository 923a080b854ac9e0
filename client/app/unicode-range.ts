/* eslint-disable lingui/no-unlocalized-strings -- CSS descriptors and code points, no texts for people */
/**
 * One span of a CSS unicode-range ('U+0131', 'U+0100-02BA', or with wildcards 'U+4??', which CSS
 * minifiers write for 'U+0400-04FF') as its first and last code point.
 */
function spanOf(range: string): readonly [number, number] {
  const text = range.trim().replace(/^U\+/i, '');
  if (text.includes('?')) return [parseInt(text.replace(/\?/g, '0'), 16), parseInt(text.replace(/\?/g, 'F'), 16)];
  const [from = 0, to = from] = text.split('-').map((hex) => parseInt(hex, 16));
  return [from, to];
}

/** Whether any of the characters (code points) falls in a CSS unicode-range such as 'U+0-FF,U+131,U+2000-206F'. */
export function unicodeRangeCovers(unicodeRange: string, characters: Iterable<number>): boolean {
  const ranges = unicodeRange.split(',').map(spanOf);
  for (const code of characters) if (ranges.some(([from, to]) => code >= from && code <= to)) return true;
  return false;
}

/** The range without one character: 'U+20A0-20AB' without U+20A6 is 'U+20A0-20A5,U+20A7-20AB'. */
export function unicodeRangeWithout(unicodeRange: string, code: number): string {
  const hex = (value: number) => value.toString(16).toUpperCase();
  const span = (from: number, to: number) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  return unicodeRange
    .split(',')
    .flatMap((range) => {
      const [from, to] = spanOf(range);
      if (code < from || code > to) return [range.trim()];
      return [...(from < code ? [span(from, code - 1)] : []), ...(code < to ? [span(code + 1, to)] : [])];
    })
    .join(',');
}

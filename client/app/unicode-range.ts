/** Whether any of the characters (code points) falls in a CSS unicode-range such as 'U+0-FF,U+131,U+2000-206F'. */
export function unicodeRangeCovers(unicodeRange: string, characters: Iterable<number>): boolean {
  const ranges = unicodeRange.split(',').map((range) => {
    const [from = 0, to = from] = range
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return [from, to] as const;
  });
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
      const [from = 0, to = from] = range
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((value) => parseInt(value, 16));
      if (code < from || code > to) return [range.trim()];
      return [...(from < code ? [span(from, code - 1)] : []), ...(code < to ? [span(code + 1, to)] : [])];
    })
    .join(',');
}

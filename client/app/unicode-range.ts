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

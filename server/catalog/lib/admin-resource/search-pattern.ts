// A "contains" pattern for ILIKE that treats the user's text literally: `%`, `_` and the escape
// character `\` (PostgreSQL's default for LIKE) are escaped, so "100%" finds "100%", not "100 anything".
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

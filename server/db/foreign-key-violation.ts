// A foreign key refused a write: a row names a record that does not exist, or a record still named by
// others is deleted. PostgreSQL says foreign_key_violation (23503), or restrict_violation (23001) when the
// key is ON DELETE RESTRICT (products' artist). Like unique-violation.ts, the code may sit on the cause.
const FOREIGN_KEY_CODES = new Set(['23503', '23001']);

export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return FOREIGN_KEY_CODES.has(code as string) || FOREIGN_KEY_CODES.has(causeCode as string);
}

/** The constraint a violation names (pg and PGlite both report it), to tell one index from another. */
export function violatedConstraint(error: unknown): string | undefined {
  const own = (error as { constraint?: unknown } | null)?.constraint;
  const cause = (error as { cause?: { constraint?: unknown } } | null)?.cause?.constraint;
  const name = own ?? cause;
  return typeof name === 'string' ? name : undefined;
}

// PostgreSQL's unique_violation (SQLSTATE 23505). Drizzle wraps driver errors, so the code may sit on the
// error itself (pg, PGlite) or on its `cause` (DrizzleQueryError).
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === UNIQUE_VIOLATION || causeCode === UNIQUE_VIOLATION;
}

// What an error's log line may say. A failed query's message carries its parameters (Drizzle writes
// "Failed query: … params: …"), and a database error's message and detail quote the values it refused:
// what people searched for, their addresses, tokens. The line keeps the statement, the SQLSTATE code, the
// constraint and where it was thrown, never the values (docs/privacy.md). Every `err` logged through the
// app's logger passes here, and each cause of it.
import { DrizzleQueryError } from 'drizzle-orm/errors';

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** A database's own error (pg, PGlite): it says how bad it is, and its words may quote the data. */
const isDatabaseError = (error: object): error is Record<string, unknown> => 'severity' in error && 'code' in error;

/** A database error by its SQLSTATE and the schema objects it names, not its words. */
function databaseError(error: Record<string, unknown>): Record<string, unknown> {
  const { code, constraint, table, column, routine } = error;
  return { type: 'DatabaseError', code, constraint, table, column, routine };
}

/** The stack's frames only: its first lines repeat the message. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/** Plain facts an error carries besides its message (a code, a status), never a quoting field. */
function factsOf(error: Error): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (['params', 'query', 'detail', 'where'].includes(key)) continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) facts[key] = value;
  }
  return facts;
}

function causeForLog(cause: unknown): unknown {
  if (cause instanceof Error && !isDatabaseError(cause)) return errorForLog(cause);
  if (typeof cause === 'object' && cause !== null && isDatabaseError(cause)) return databaseError(cause);
  return undefined;
}

export function errorForLog(error: Error): LoggedError {
  // Not an error at all (a job's reason as text): written as it is, as pino's own serializer does.
  if (typeof error !== 'object' || error === null) return error;
  if (isDatabaseError(error)) {
    const facts = databaseError(error);
    const message = `Database error ${String(facts.code)}`;
    return { ...facts, type: 'DatabaseError', message, stack: `DatabaseError: ${message}\n${framesOf(error.stack)}` };
  }
  const type = error instanceof DrizzleQueryError ? 'DrizzleQueryError' : error.constructor.name || error.name;
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const cause = causeForLog(error.cause);
  return {
    type,
    message,
    ...factsOf(error),
    ...(error instanceof DrizzleQueryError ? { code: (cause as { code?: unknown } | undefined)?.code } : {}),
    ...(cause ? { cause } : {}),
    stack: `${type}: ${message}\n${framesOf(error.stack)}`,
  };
}

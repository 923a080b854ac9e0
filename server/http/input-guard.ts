// Refuses text that the database cannot store, before any handler runs. PostgreSQL (and PGlite) reject
// the NUL character in text columns with an error, and a number coerced from a query string can be
// Infinity; both would otherwise surface as a 500 deep inside a query.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type ErrorText } from '@server/errors';
import { NOT_FINITE, NUL_IN_TEXT } from './http-messages';

/** The first problem in a parsed value (depth-first), or null when it can be stored as it is. */
export function findUnstorableValue(value: unknown, depth = 0): ErrorText | null {
  if (typeof value === 'string') return value.includes('\u0000') ? NUL_IN_TEXT : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : NOT_FINITE;
  // Parsed JSON nests only as deep as its author made it; 64 levels is far past any of our schemas.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = findUnstorableValue(key, depth + 1) ?? findUnstorableValue(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function problemOf(request: FastifyRequest): ErrorText | null {
  return findUnstorableValue(request.params) ?? findUnstorableValue(request.query) ?? findUnstorableValue(request.body);
}

export function registerInputGuard(app: FastifyInstance): void {
  // After validation, so query numbers have been coerced and unknown properties dropped.
  app.addHook('preHandler', (request, _reply, done) => {
    const problem = problemOf(request);
    done(problem ? badRequest(problem, 'VALIDATION_FAILED') : undefined);
  });
}

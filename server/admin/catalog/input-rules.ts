// The admin dialog's own rules (shared/validation/catalog-input.ts), run on the server as a route hook.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TObject } from 'typebox';
import type { InputProblem } from '@shared/validation/catalog-input';
import { validationFailed } from '@server/errors';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Registered both before the schema (so a blank date hears 'Date is required.', not "must match format
 * date") and after it (the guarantee: the schema coerces, and nothing is written until the rules pass).
 * Before the schema, a body the rules cannot read (a number where text belongs) is left to the schema.
 */
export function inputRules<Input>(schema: TObject, validate: (input: Input) => InputProblem[]): preHandlerAsyncHookHandler {
  const textFields = Object.entries(schema.properties)
    .filter(([, property]) => (property as { type?: unknown }).type === 'string')
    .map(([name]) => name);
  return async (request) => {
    const body = request.body;
    if (!isRecord(body)) return;
    if (textFields.some((field) => body[field] != null && typeof body[field] !== 'string')) return;
    const problems = validate(body as Input);
    if (problems.length > 0) throw validationFailed(problems.map((problem) => problem.message).join(' '));
  };
}

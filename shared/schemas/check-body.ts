// The forms' check of a body against its schema: TypeBox's checker, which interprets the schema (no
// `eval`, which the app's Content-Security-Policy forbids), worded by the schema like the server's answer.
import type { TObject } from 'typebox';
import { Errors } from 'typebox/schema';
import { problemsIn, type Problem } from './problems';

export function checkBody(schema: TObject, body: unknown): Problem[] {
  const [, errors] = Errors(schema, body);
  return problemsIn(schema, errors);
}

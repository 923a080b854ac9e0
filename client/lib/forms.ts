// A form checks the body it is about to send against the schema the server validates that body with,
// and shows each problem under its field, in the schema's words. The checker (TypeBox) and the schemas
// load when the first form appears, not with the first screen (vite.config.ts).
import { useEffect } from 'react';
import type { TObject } from 'typebox';
import type { Problem } from '@shared/schemas/problems';

export type { Problem };

/**
 * What is wrong with `body`; `schema` loads the body's schema, e.g. `() => import(…).then((m) => m.ReplyBody)`.
 * When the checker cannot be loaded (offline, or a new release replaced it), nothing is found: the form
 * sends, and the server, which checks the same schema, or the failed request says what is wrong.
 */
const loadChecker = () => import('@shared/schemas/check-body');

/** Starts loading the checker when a form appears, so that its first submit does not wait for it. */
export function useFormChecks(): void {
  useEffect(() => {
    loadChecker().catch(() => undefined);
  }, []);
}

export async function problemsOf(schema: () => Promise<TObject>, body: unknown): Promise<Problem[]> {
  const loading = Promise.all([loadChecker(), schema()]);
  const loaded = await loading.catch(() => null);
  if (!loaded) return [];
  const [{ checkBody }, bodySchema] = loaded;
  return checkBody(bodySchema, body);
}

/** The first message per field, for showing under each field. */
export function problemsByField(problems: readonly Problem[]): Partial<Record<string, string>> {
  const byField: Partial<Record<string, string>> = {};
  for (const problem of problems) byField[problem.field] ??= problem.message;
  return byField;
}

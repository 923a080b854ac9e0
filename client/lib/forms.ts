// A form checks the body it is about to send against the schema the server validates that body with,
// and shows each problem under its field, in the schema's words. The checker (TypeBox) and the schemas
// load when the first form appears, not with the first screen (vite.config.ts).
import { useCallback, useEffect, useRef } from 'react';
import type { TObject } from 'typebox';
import type { Problem } from '@shared/schemas/problems';

export type { Problem };

/**
 * What is wrong with `body`; `schema` loads the body's schema, e.g. `() => import(…).then((m) => m.ReplyBody)`.
 * When the checker cannot be loaded (offline, or a new release replaced it), nothing is found: the form
 * sends, and the server, which checks the same schema, or the failed request says what is wrong.
 */
const loadChecker = () => import('@shared/schemas/check-body');

/**
 * A form's check before it sends. The checker starts loading when the form appears, so that the first
 * submit does not wait for it; while a check runs, another press of the button starts nothing.
 * `check(work, then)`: runs `work` (e.g. `problemsOf`) and hands its answer to `then`.
 */
export function useFormCheck(): <Checked>(work: () => Promise<Checked>, then: (checked: Checked) => void) => void {
  const running = useRef(false);
  useEffect(() => {
    loadChecker().catch(() => undefined);
  }, []);
  return useCallback((work, then) => {
    if (running.current) return;
    running.current = true;
    void work().then((checked) => {
      running.current = false;
      then(checked);
    });
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

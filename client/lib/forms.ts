// A form checks the body it is about to send against the schema the server validates that body with,
// and shows each problem under its field, in the schema's words. The checker (TypeBox) and the schemas
// load when the first form appears, not with the first screen (vite.config.ts).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { TObject } from 'typebox';
import type { Problem as SchemaProblem } from '@shared/schemas/problems';
import { say } from '@shared/texts';
import { i18n } from './i18n/i18n';

/** A problem of the form's, its message said in the page's language. */
export type Problem = Omit<SchemaProblem, 'message'> & { message: string };

/**
 * What is wrong with `body`; `schema` loads the body's schema, e.g. `() => import(…).then((m) => m.ReplyBody)`.
 * When the checker cannot be loaded (offline, or a new release replaced it), nothing is found: the form
 * sends, and the server, which checks the same schema, or the failed request says what is wrong.
 */
const loadChecker = () => import('@shared/schemas/check-body');
/** The rules' words in the page's language (a catalog part of their own); a part that fails to load leaves English. */
const loadRulesWords = () =>
  import('./i18n/page-language').then(({ loadPagePart }) => loadPagePart('forms')).catch(() => undefined);

/**
 * Moves focus to the first field of `form` marked invalid (aria-invalid, which FieldFrame sets with a
 * message; or `data-focus-invalid`, the message of a list refused as a whole), so that a keyboard or
 * screen-reader user lands on the problem and hears its message; true when there was one. Every form calls
 * it when it shows problems: through `useFormCheck`, or itself after the server named a field.
 */
export function focusFirstInvalid(form: HTMLElement | null | undefined): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-invalid]');
  field?.focus();
  return Boolean(field);
}

/**
 * A form's check before it sends. The checker starts loading when the form appears, so that the first
 * submit does not wait for it; while a check runs, another press of the button starts nothing.
 * `check(form, work, then)`: runs `work` (e.g. `problemsOf`), hands its answer to `then`, which shows the
 * problems (or sends), and then focuses the form's first invalid field, if any.
 */
export function useFormCheck(): <Checked>(
  form: HTMLFormElement,
  work: () => Promise<Checked>,
  then: (checked: Checked) => void,
) => void {
  const running = useRef(false);
  // The form just checked, and a count of checks: its change comes in the render that shows the problems.
  const checkedForm = useRef<HTMLFormElement | null>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    loadChecker().catch(() => undefined);
    void loadRulesWords();
  }, []);
  // After the render that marked the fields invalid, before the browser paints it.
  useLayoutEffect(() => {
    focusFirstInvalid(checkedForm.current);
    checkedForm.current = null;
  }, [checks]);
  return useCallback((form, work, then) => {
    if (running.current) return;
    running.current = true;
    void work().then((checked) => {
      running.current = false;
      checkedForm.current = form;
      then(checked);
      setChecks((count) => count + 1);
    });
  }, []);
}

export async function problemsOf(schema: () => Promise<TObject>, body: unknown): Promise<Problem[]> {
  const loading = Promise.all([loadChecker(), schema(), loadRulesWords()]);
  const loaded = await loading.catch(() => null);
  if (!loaded) return [];
  const [{ checkBody }, bodySchema] = loaded;
  return checkBody(bodySchema, body).map((problem) => ({ ...problem, message: say(i18n, problem.message) }));
}

/** The first message per field, for showing under each field. */
export function problemsByField(problems: readonly Problem[]): Partial<Record<string, string>> {
  const byField: Partial<Record<string, string>> = {};
  for (const problem of problems) byField[problem.field] ??= problem.message;
  return byField;
}

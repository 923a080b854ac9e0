// Every message a body's schema words (shared/schemas/problems.ts) is a catalog text, so that the form and
// the server say it in the reader's language: a plain English string there would show English on every page.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTranslations } from '@server/lib/i18n/po-catalog';
import { projectRoot } from '@server/project-root';
import { LOCALES, SOURCE_LOCALE } from '@shared/locales';

const SCHEMAS = path.join(projectRoot, 'shared', 'schemas');

/** Every `errorMessage` value under `node`, with where it is. */
function ruleMessages(node: unknown, at: string, found: Array<[string, unknown]>, seen = new Set<unknown>()) {
  if (typeof node !== 'object' || node === null || seen.has(node)) return found;
  seen.add(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'errorMessage' && typeof value === 'object' && value !== null) {
      for (const [keyword, message] of Object.entries(value as Record<string, unknown>))
        found.push([`${at}.errorMessage.${keyword}`, message]);
    } else ruleMessages(value, `${at}.${key}`, found, seen);
  }
  return found;
}

describe("the body schemas' messages", () => {
  it('are descriptors of the catalogs, translated in every language', async () => {
    const files = (await readdir(SCHEMAS)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const found: Array<[string, unknown]> = [];
    for (const file of files) {
      const schemas = (await import(path.join(SCHEMAS, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(schemas)) ruleMessages(value, `${file}:${name}`, found);
    }
    expect(found.length).toBeGreaterThan(50);
    const strings = found.filter(([, message]) => typeof message === 'string').map(([at]) => at);
    expect(strings, 'English strings where a descriptor belongs').toEqual([]);
    for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
      const translations = await readTranslations(projectRoot, locale);
      const missing = found
        .map(([at, message]) => [at, (message as { id: string }).id] as const)
        .filter(([, id]) => !translations[id]);
      expect(missing, `untranslated in ${locale}`).toEqual([]);
    }
  });
});

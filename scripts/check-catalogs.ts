// Fails when a language's catalog is not fit to ship (scripts/catalog-checks.ts says what that means).
// Run in CI after `npm run messages:check`, which proves the catalogs hold exactly the code's messages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from '../shared/locales';
import { catalogProblems, type Catalog } from './catalog-checks';

const root = fileURLToPath(new URL('..', import.meta.url));
const po = formatter();

async function readPo(locale: string): Promise<Catalog> {
  const file = path.join(root, 'locales', locale, 'messages.po');
  const text = readFileSync(file, 'utf8');
  const parsed = await po.parse(text, { locale, sourceLocale: SOURCE_LOCALE, filename: file });
  const headerBlock = text.slice(0, text.indexOf('\n\n'));
  const header = Object.fromEntries(
    [...headerBlock.matchAll(/^"([\w-]+): (.*?)\\n"$/gm)].map((match) => [match[1]!, match[2]!]),
  );
  const entries = Object.entries(parsed)
    .filter(([, entry]) => !entry.obsolete)
    .map(([id, entry]) => ({ id, translation: entry.translation ?? '' }));
  return { locale, header, entries };
}

const english = await readPo(SOURCE_LOCALE);
const problems: string[] = [];
for (const locale of LOCALES) {
  if (locale === SOURCE_LOCALE) continue;
  const found = catalogProblems(await readPo(locale), english);
  console.log(`${locale}: ${found.length === 0 ? 'fit to ship' : `${found.length} problems`}`);
  problems.push(...found);
}
if (problems.length > 0) {
  for (const problem of problems.slice(0, 50)) console.error(problem);
  if (problems.length > 50) console.error(`… and ${problems.length - 50} more`);
  process.exit(1);
}

// A message as a language's catalog writes it (locales/{locale}/messages.po), read apart from the server's
// Lingui instances: what a test expects a mail to say in that language. Simple placeholders are filled;
// a plural or a select is refused (give the text its branch would show).
import type { Locale } from '@shared/locales';
import { readTranslations } from '@server/lib/i18n/po-catalog';
import { projectRoot } from '@server/project-root';

const catalogs = new Map<Locale, Promise<Record<string, string>>>();

export async function catalogText(
  locale: Locale,
  id: string,
  values: Record<string, string | number> = {},
): Promise<string> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = readTranslations(projectRoot, locale);
    catalogs.set(locale, catalog);
  }
  const text = (await catalog)[id];
  if (!text) throw new Error(`${locale} has no text for ${id}`);
  if (/\{\w+,/.test(text)) throw new Error(`${id} is a plural or a select: expect its branch's text instead`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${id} needs a value for {${name}}`);
    return String(values[name]);
  });
}

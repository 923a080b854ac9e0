// The server's Lingui instances: English from the descriptors, another language from its catalog, and the
// English again where that catalog lacks a message.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shared/locales';
import { inEnglish, loadServerI18n, localeI18n } from './server-i18n';

const backHome = /*i18n*/ { id: 'not-found.back-home', message: 'Back to home' };
const greeting = /*i18n*/ {
  id: 'test.greeting',
  message: 'Hello {name}, {count, plural, one {# track} other {# tracks}}',
};

/** A project root whose catalogs are the PO texts given, an empty one for every other locale. */
async function rootWith(catalogs: Partial<Record<string, string>>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'griot-i18n-'));
  for (const locale of LOCALES) {
    await mkdir(path.join(root, 'locales', locale), { recursive: true });
    const header = `msgid ""\nmsgstr ""\n"Language: ${locale}\\n"\n\n`;
    await writeFile(path.join(root, 'locales', locale, 'messages.po'), header + (catalogs[locale] ?? ''));
  }
  return root;
}

describe('the server’s Lingui instances', () => {
  it('show a descriptor’s English, with its values and plurals, where no catalog has it', async () => {
    const i18n = await loadServerI18n();
    expect(i18n.english._({ ...greeting, values: { name: 'Ada', count: 1 } })).toBe('Hello Ada, 1 track');
    expect(i18n.of('en')._({ ...greeting, values: { name: 'Ada', count: 3 } })).toBe('Hello Ada, 3 tracks');
    expect(i18n.of('fr')._({ ...greeting, values: { name: 'Ada', count: 3 } })).toBe('Hello Ada, 3 tracks');
    expect(inEnglish({ ...greeting, values: { name: 'Ada', count: 2 } })).toBe('Hello Ada, 2 tracks');
  });

  it('show the French catalog’s translation when asked for French', async () => {
    const i18n = await loadServerI18n();
    expect(i18n.of('fr')._(backHome)).toBe('Retour à l’accueil');
    expect(i18n.english._(backHome)).toBe('Back to home');
  });

  it('read the catalogs once per project root', async () => {
    expect(loadServerI18n()).toBe(loadServerI18n());
    const root = await rootWith({
      fr: '#. js-lingui-explicit-id\nmsgid "test.greeting"\nmsgstr "Bonjour {name}, {count, plural, one {# morceau} other {# morceaux}}"\n',
    });
    const i18n = await loadServerI18n(root);
    expect(loadServerI18n(root)).toBe(loadServerI18n(root));
    expect(i18n.of('fr')._({ ...greeting, values: { name: 'Ada', count: 2 } })).toBe('Bonjour Ada, 2 morceaux');
    // The catalog lacks it: the English shows.
    expect(i18n.of('fr')._(backHome)).toBe('Back to home');
  });

  it('make an instance from messages in memory', () => {
    const i18n = localeI18n('sw', { 'test.greeting': 'Habari {name}' });
    expect(i18n._({ ...greeting, values: { name: 'Ada', count: 1 } })).toBe('Habari Ada');
  });
});

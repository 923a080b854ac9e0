// Lingui's configuration (docs/decisions/015-translations.md): English is the source, every id explicit,
// one PO catalog per locale under locales/, which the server and the client's build read as they are
// (server/lib/i18n/po-catalog.ts): `lingui extract` writes them, nothing compiles them ahead.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE } from './shared/locales';

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: false,
  // By id: a stable order, whatever order the files are read in (messages with the same English tie).
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/client', '<rootDir>/shared', '<rootDir>/server'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false, origins: true }),
});

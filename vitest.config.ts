import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import { compiledEnglish } from './scripts/vite-messages';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const alias = { '@client': dir('./client'), '@server': dir('./server'), '@shared': dir('./shared') };
/** The client's translation macros, as the build applies them (vite.config.ts). */
const macros = [react({ plugins: [['@lingui/swc-plugin', { stripNonEssentialFields: false }]] }), compiledEnglish()];

// Four suites, run separately by `npm test`: unit (pure functions), api (the real app on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL), e2e (the built app in Chromium) and system (real server
// processes: crashes, restarts, two servers on one database).
export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './scripts/test-census-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        plugins: macros,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Lingui's instance in English, as the app's entry activates it (client/lib/i18n/i18n.ts).
          setupFiles: ['client/lib/i18n/i18n.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // The PostgreSQL copy of the app only exists when TEST_DATABASE_URL names a server.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['e2e/postgres-server.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A browser test that fails is run once more before it counts as failed: on a two-core machine
          // that also runs the API tests, a click can wait out a busy moment. A real fault fails twice; the
          // report names every retry, so a test that needs one is looked at.
          retry: 1,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'system',
          include: ['system/**/*.test.ts'],
          // Two servers need one shared database server: PostgreSQL only.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['system/two-servers*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

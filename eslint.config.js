// ESLint flat config: typescript-eslint's type-aware rules for all code, React hooks rules for the client.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // console.error and console.warn are how the browser reports what only developers need to see.
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Command-line scripts, tests and benchmarks talk to the terminal.
    files: ['scripts/**', 'e2e/**', 'system/**', '**/*.test.ts', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);

// ESLint flat config: typescript-eslint's type-aware rules everywhere, the import boundaries of
// docs/architecture.md ("Layers and boundaries"), React hooks rules for the client. Formatting is
// Prettier's (`npm run format`); eslint-config-prettier turns off the rules it owns.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import lingui from 'eslint-plugin-lingui';

/** Every folder of client/features and server/ is a feature, save the server's shared layers: read from the
 * tree, so that a new feature cannot slip past the boundaries. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// The layers below the features (docs/architecture.md, "Layers and boundaries"), and the seed, the pages
// and the test support above them. Mail and notifications have routes of their own, but the features write
// through them (the outbox; what happened for a member, a reply or an order), so they are layers.
const SERVER_LAYERS = ['db', 'http', 'jobs', 'lib', 'mail', 'notifications', 'pages', 'seed', 'test'];
const CLIENT_FEATURES = foldersOf('./client/features/');
const SERVER_FEATURES = foldersOf('./server/').filter((name) => !SERVER_LAYERS.includes(name));
const TEST_SUPPORT = ['./server/test', './e2e', './system', './bench'];

/** Each feature folder may import only itself among the features. */
const featureZones = (root, features, hint) =>
  features.map((feature) => ({
    target: `${root}/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `${root}/${other}`),
    message: `A feature never imports another feature: ${hint}`,
  }));

const VITEST_ONLY_IN_TESTS = {
  name: 'vitest',
  message: 'vitest belongs in *.test.ts files and the test support only.',
};

/**
 * One owner per table: each feature's tables are in its file of server/db/schema/ (named after the feature
 * but for auth's, accounts.ts), and the tables and enums it exports are read from there, so that a new table
 * is covered at once. The layers' files (db, http, jobs, mail, notifications) are open to every feature.
 */
const SCHEMA_OWNER = { auth: 'accounts' };
const schemaFileOf = (feature) => `./server/db/schema/${SCHEMA_OWNER[feature] ?? feature}.ts`;
const schemaNamesOf = (feature) =>
  [
    ...readFileSync(new URL(schemaFileOf(feature), import.meta.url), 'utf8').matchAll(
      /^export (?:const (\w+) = pg(?:Table|Enum)\(|(?:interface|type) (\w+))/gm,
    ),
  ].map((match) => match[1] ?? match[2]);
const TABLE_OWNERS = SERVER_FEATURES.filter((feature) => existsSync(new URL(schemaFileOf(feature), import.meta.url)));

/**
 * The features that use another's tables, which ones and why: the coupling between features' data, in one
 * place. Any other table of another feature is refused to product code (tests may read every table).
 */
const TABLE_READS = {
  // Moderation suspends an account and ends its sessions; posts and profiles show members' roles; the
  // profile (made with the account at join) is where the community keeps a member's name and counts. The
  // admins' members screen counts a member's orders and changes their role.
  community: { auth: ['users', 'sessions', 'communityUsers'], shop: ['orders'] },
  // The admin dashboard counts a little of everything.
  dashboard: {
    auth: ['communityUsers'],
    catalog: ['artists', 'events', 'productVariants', 'products', 'stories'],
    community: ['posts', 'replies', 'reports'],
    shop: ['orders'],
  },
  // The imports write the catalogue.
  imports: { catalog: ['artists', 'events', 'stories'] },
  // Pictures are kept by the records that show them: profiles, the catalogue's items, order lines.
  media: {
    auth: ['communityUsers'],
    catalog: ['artists', 'events', 'products', 'stories'],
    shop: ['orderLines'],
  },
  // The newsletter writes to a subscriber who is a member in the language of their account.
  newsletter: { auth: ['users'] },
  // The shop sells the catalogue's products and events; door staff are accounts named by address.
  shop: { auth: ['users'], catalog: ['artists', 'events', 'productVariants', 'products', 'ticketTypes'] },
};

/** For each feature's product code: no other feature's tables, save the ones TABLE_READS declares. */
const tableZones = () =>
  SERVER_FEATURES.map((feature) => {
    const others = TABLE_OWNERS.filter((owner) => owner !== feature);
    const declared = TABLE_READS[feature] ?? {};
    const refused = others.flatMap((owner) =>
      schemaNamesOf(owner).filter((name) => !(declared[owner] ?? []).includes(name)),
    );
    const files = others.map((owner) => SCHEMA_OWNER[owner] ?? owner);
    return {
      files: [`server/${feature}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        // Repeats the layers' vitest rule: this entry replaces it for these files.
        'no-restricted-imports': [
          'error',
          {
            paths: [
              VITEST_ONLY_IN_TESTS,
              ...(refused.length > 0
                ? [
                    {
                      name: '@server/db/schema',
                      importNames: refused,
                      message: `Another feature's table: use that feature's code, or declare the read in TABLE_READS (eslint.config.js).`,
                    },
                  ]
                : []),
            ],
            patterns: [
              {
                group: files.flatMap((file) => [`@server/db/schema/${file}`, `**/db/schema/${file}`]),
                message: "Tables are imported from @server/db/schema, and only a feature's own.",
              },
            ],
          },
        ],
      },
    };
  });

/**
 * The client's files whose texts are all in the catalogs (docs/decisions/015-translations.md): a literal
 * text there is an error. A folder joins when its texts have moved, so main never holds a warning.
 */
const TRANSLATED = [
  'client/components/**/*.{ts,tsx}',
  'client/app/**/*.{ts,tsx}',
  'client/lib/**/*.{ts,tsx}',
  'client/features/catalog/**/*.{ts,tsx}',
  'client/features/search/**/*.{ts,tsx}',
  'client/features/site-pages/**/*.{ts,tsx}',
  'client/features/newsletter/**/*.{ts,tsx}',
  'client/features/members/**/*.{ts,tsx}',
  'client/features/notifications/**/*.{ts,tsx}',
  'client/features/profile/**/*.{ts,tsx}',
  'client/features/shop/**/*.tsx',
  'client/features/community/**/*.tsx',
  'client/features/auth/**/*.tsx',
  'client/features/admin/**/*.tsx',
];

/** A Tailwind class of a physical side, after a space, a quote or a variant's colon (see the rule below). */
const PHYSICAL_SIDES =
  '/(^|[\\s:])-?(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|scroll-ml|scroll-mr)-(\\[|[0-9]|auto|px|full)|(^|[\\s:])(text-left|text-right|float-left|float-right)(\\s|$)/';

/** Strings that are not texts for people: class names, addresses, ids, types, test hooks. */
const NOT_TEXT_NAMES = [
  { regex: { pattern: '^(className|class|[a-z]+ClassName|classes)$' } },
  { regex: { pattern: '^(to|href|src|srcSet|sizes|rel|target|type|id|name|htmlFor|role|method|action)$' } },
  {
    regex: {
      pattern:
        '^(key|value|variant|size|tone|mode|networkMode|accept|content-type|as|kind|focus|format|autoComplete|autoCapitalize|inputMode|enterKeyHint|lang|dir)$',
    },
  },
  { regex: { pattern: '^[A-Z][A-Z0-9_]*_(ID|PARAM|KEY|HEADER|NAME|EVENT|TYPE|SELECTOR)$' } },
  { regex: { pattern: '^(viewBox|d|fill|stroke|strokeLinecap|strokeLinejoin|strokeDasharray|xmlns)$' } },
  {
    regex: {
      pattern:
        '^(dateStyle|timeStyle|hourCycle|numeric|style|currency|currencyDisplay|weekday|year|month|day|hour|minute|timeZone|timeZoneName|notation|unit|unitDisplay)$',
    },
  },
  { regex: { pattern: '^(data-|aria-(controls|describedby|labelledby|live|current|haspopup|owns|hidden)).*' } },
  { regex: { pattern: '^(testId|queryKey|facingMode|aria-autocomplete)$' } },
  { regex: { pattern: '^[a-zA-Z]*(Key|Path)$' } },
  // Intl's format options ({ dateStyle: 'medium' }).
  { regex: { pattern: '^(dateStyle|timeStyle)$' } },
];

/**
 * Strings that are not texts either: lists of utility classes (every word has a hyphen or a colon, all in
 * lower case) and absolute paths.
 */
const CLASS_WORD = '[a-z0-9:/_.\\[\\]%!-]*[-:][a-z0-9:/_.\\[\\]%!-]*';
const NOT_TEXT_PATTERNS = [`^${CLASS_WORD}( ${CLASS_WORD})*$`, '^/[\\w/.:-]*$'];

/** Strings that read as a list of Tailwind classes (lower case, at least one `-` or `:`), wherever they are kept. */
const CLASS_LIST =
  "^(?=.*[-:])[a-z0-9!(-][a-z0-9_:/.\\[\\]()#%!&>*=,'-]*( +[a-z0-9!(-][a-z0-9_:/.\\[\\]()#%!&>*=,'-]*)*$";

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'server/db/migrations/**', 'locales/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.client.json', 'tsconfig.server.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify's plugins and hooks are async by contract (a thrown error becomes the error reply), with or
      // without an await inside.
      '@typescript-eslint/require-await': 'off',
      // console.error and console.warn are how the browser reports what only developers need to see.
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // The layers, for product code (tests may import what they test and the test support).
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'server/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./client', './server', './shared'],
              from: TEST_SUPPORT,
              message: 'Product code never imports test support.',
            },
            {
              target: './shared',
              from: ['./client', './server'],
              message: 'shared/ is used by both sides and imports neither.',
            },
            { target: './client', from: './server', message: 'The client never imports server code.' },
            { target: './server', from: './client', message: 'The server never imports client code.' },
            ...featureZones(
              './client/features',
              CLIENT_FEATURES,
              'promote shared code to client/lib or client/components.',
            ),
            {
              target: ['./client/lib', './client/components'],
              from: ['./client/features', './client/app'],
              message: 'Shared client code never imports a feature or the app.',
            },
            ...featureZones(
              './server',
              SERVER_FEATURES,
              "move shared code to a layer (server/lib, server/http, server/db), or wire it in the feature's index.ts.",
            ),
            {
              target: [
                './server/db',
                './server/http',
                './server/jobs',
                './server/lib',
                './server/mail',
                './server/notifications',
              ],
              from: [
                ...SERVER_FEATURES.map((feature) => `./server/${feature}`),
                './server/seed',
                './server/pages',
                './server/features.ts',
                './server/app.ts',
              ],
              message:
                'server/db, server/http, server/jobs, server/lib, server/mail and server/notifications sit below every feature.',
            },
            {
              target: './server/lib',
              from: ['./server/db', './server/http', './server/jobs', './server/mail', './server/notifications'],
              message: 'server/lib is plain code at the bottom of the server: it imports no other layer.',
            },
            {
              target: SERVER_FEATURES.map((feature) => `./server/${feature}`),
              from: ['./server/seed', './server/pages'],
              message: 'The seed and the pages sit above the features: no feature imports them.',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: [VITEST_ONLY_IN_TESTS] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Right-to-left ready (decision 015): sides are the line's start and end (`ms-2`, `ps-4`, `start-0`,
    // `text-start`, `border-s`), which mirror with `dir`, never left and right.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateElement[value.raw]'].map((node) => ({
          selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${PHYSICAL_SIDES}]`,
          message:
            'Use the logical side (ms-/me-, ps-/pe-, start-/end-, text-start/end, border-s/e): layouts mirror for right-to-left languages.',
        })),
      ],
    },
  },
  {
    // Every message has an id of its own, and says a whole sentence (decision 015).
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/**/*.ts'],
    plugins: { lingui },
    rules: {
      'lingui/require-explicit-id': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            ...NOT_TEXT_PATTERNS,
            CLASS_LIST,
            '^Griot$',
            '^[A-Z][A-Z0-9]*_[A-Z0-9_]*$',
            '^https?://',
            '^/[a-z0-9/._:-]*$',
          ],
          ignoreMethodsOnTypes: [
            'FormData.set',
            'FormData.append',
            'FormData.get',
            'FormData.getAll',
            'URLSearchParams.get',
            'URLSearchParams.getAll',
            'URLSearchParams.set',
            'URLSearchParams.has',
            'URLSearchParams.delete',
            'Map.get',
            'Map.has',
            'Set.has',
            'Headers.get',
          ],
          ignoreNames: NOT_TEXT_NAMES,
          ignoreFunctions: [
            'Error',
            'console.*',
            'URL',
            'fetch',
            '*.get',
            '*.has',
            'document.createElement',
            '*.addEventListener',
            '*.removeEventListener',
            '*.dispatchEvent',
            '*.getEntriesByType',
            '*.getElementById',
            '*.matches',
            '*.hasAttribute',
            '*.getAttribute',
            '*.scrollIntoView',
            'Workbox',
            'Intl.*',
            'JSON.parse',
            '*.toLocaleString',
            '*.toLocaleDateString',
            '*.toLocaleTimeString',
            'set',
            'useFilterOptions',
            'useListFilters',
            'api*',
            '*.querySelector',
            '*.querySelectorAll',
            '*.closest',
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts, tests and benchmarks talk to the terminal.
    files: ['scripts/**', 'e2e/**', 'system/**', '**/*.test.{ts,tsx}', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  ...tableZones(),
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  prettier,
);

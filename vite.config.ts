import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react-swc';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SCREEN_CHUNKS } from './shared/routes';
import { translations, type CatalogPartName } from './scripts/vite-messages';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** The app's own modules. */
const APP = /[\\/](client|shared)[\\/]/;
/** What the public screens are made of (the admin area and the web fonts load apart). */
const SCREENS = /[\\/](client[\\/](features|components|lib)|shared)[\\/]/;
/**
 * The admin area: the admin panel's feature, each feature's own admin/ folder (the shop's), the parts their
 * screens share, and its sign-in page (an auth screen that only admins open).
 */
const ADMIN =
  /[\\/]client[\\/](features[\\/](([a-z-]+[\\/])?admin[\\/]|auth[\\/]pages[\\/]admin-login-page\.)|components[\\/]admin[\\/])/;
/** The pages of one product, event, artist or story: opened from a card or a shared link, not on a first visit to the lists. */
const ITEM_PAGES =
  /[\\/]client[\\/](features[\\/]catalog[\\/](pages[\\/](product|event|artist|story)-page|components[\\/](detail-screen|prose-text|variant-picker|ticket-types)|api[\\/]get-catalog-item)|lib[\\/]event-time|components[\\/]shop[\\/](add-to-cart-button|added-to-cart-note|quantity-stepper))\./;
/**
 * A member's account screens, reached from a mail's link or the sign-in form, not on a first visit, and the
 * name of the data download they save; and the sign-in and join screens with their forms, opened by a
 * visitor's action that needs an account (and back from them, client/lib/sign-in-return.ts).
 */
const ACCOUNT_PAGES =
  /[\\/](client[\\/](features[\\/](notifications[\\/]|auth[\\/](pages[\\/](login|join|forgot-password|reset-password|verify-email|account)-page|components[\\/][a-z-]+)\.)|lib[\\/](token-in-address|return-path)\.)|shared[\\/]data-export\.)/;
/** The pages behind the footer and the newsletter's mailed links: opened from the footer or a mail, not first. */
const SITE_PAGES = /[\\/](client[\\/]features[\\/](site-pages|newsletter)[\\/]|shared[\\/](site-pages|newsletter)\.)/;
/**
 * A member's public profile, and the lists of posts and replies it shares with the member's own profile:
 * opened from a name on a post or a shared link, not on a first visit.
 */
const MEMBER_PAGES =
  /[\\/]client[\\/](features[\\/](members[\\/]|profile[\\/](api|components)[\\/]own-activity\.)|components[\\/]community[\\/]member-activity\.)/;
/**
 * A discussion's page and what only it uses (the post, its replies, the reply box, the author's and the
 * moderator's actions): opened from a card or a shared link, like an item's page, not on a first visit.
 */
const POST_PAGE =
  /[\\/]client[\\/]features[\\/]community[\\/](pages[\\/]post-page|components[\\/](post-article|post-actions|post-edit-form|replies-section|reply-item|reply-editor|delete-dialog)|api[\\/](add-reply|delete-own|delete-post|delete-reply|edit-post|edit-reply|get-post|get-replies|moderate-post))\./;
/**
 * The community's hub and a forum's list, with what only the community uses (its cards, badges, panels):
 * a visitor's first screen is far more often the home page or a list of the catalogue, whose chunk
 * (`screens`) the page preloads; the server names this one in the community's addresses
 * (server/pages/screen-preloads.ts). What the post's page and the editors take is matched before it.
 */
const COMMUNITY_SCREENS = /[\\/]client[\\/]features[\\/]community[\\/]/;
/** The new post's form and the editors' shared fields: loaded with a member's first New Post (or a post's page). */
const POST_EDITOR =
  /[\\/]client[\\/]features[\\/]community[\\/](components[\\/](new-post-form|post-fields|mention-text-area)|lib[\\/]use-post-draft)\./;
/** The editors' @handle suggestions: loaded with the first @ a member types. */
const MENTION_SUGGESTIONS = /[\\/]client[\\/]features[\\/]community[\\/]components[\\/]mention-suggestions\./;
/** The dialog that reports a post or a reply: loaded with a member's first click on Report. */
const REPORT_DIALOG =
  /[\\/](client[\\/]features[\\/]community[\\/](components[\\/]report-flow|api[\\/]report)|shared[\\/]reports)\./;
/**
 * Search's suggestions (loaded with the first focus on the header's box, which is itself in the frame) and
 * its results screen.
 */
const SEARCH = /[\\/](client[\\/]features[\\/]search[\\/](?!components[\\/]search-(box|toggle)\.)|shared[\\/]search\.)/;
/**
 * A member's own profile and its form: opened from the header by a member, never a visitor's first screen.
 * The image field it shares with the admin's forms loads apart beside it.
 */
const PROFILE_PAGE = /[\\/]client[\\/]features[\\/]profile[\\/]/;
const IMAGE_FIELD = /[\\/]client[\\/]components[\\/]ui[\\/]image-file-field\./;
/** The cart, checkout and order screens: opened by a buyer, not on a first visit (the shop's admin screens apart). */
const SHOP_PAGES = /[\\/]client[\\/]features[\\/]shop[\\/](?!admin[\\/])/;
const LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;
/**
 * TypeBox and the request schemas, which a form checks its body with (client/lib/forms.ts): loaded with
 * the first form checked, not with the first screen. The limits screens show (`*-limits.ts`) stay with them.
 */
const FORM_CHECKS_CHUNK = 'form-checks';
const FORM_CHECKS = /[\\/](node_modules[\\/]typebox[\\/]|shared[\\/]schemas[\\/](?![^\\/]*-limits\.ts$))/;

/** A chunk of the admin area: its own modules all the admin's (its libraries aside). */
function isAdminChunk(moduleIds: readonly string[]): boolean {
  const own = moduleIds.filter((id) => APP.test(id));
  return own.length > 0 && own.every((id) => ADMIN.test(id));
}

/** The catalog part a chunk's messages are in (scripts/vite-messages.ts): the form checks' chunk has its own. */
const catalogPartOf = ({ name, moduleIds }: { name: string; moduleIds: readonly string[] }): CatalogPartName =>
  isAdminChunk(moduleIds) ? 'admin' : name === FORM_CHECKS_CHUNK ? 'forms' : 'public';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, compressed once at the highest levels, so
 * the server sends them as they are (@fastify/static's preCompressed) instead of a third of a megabyte
 * of uncompressed JavaScript, and spends no CPU per request on compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'griot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        const brotli = brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } });
        const gzip = gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION });
        if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/** The screens a visitor most often opens first: the home page and the catalogue's four lists. */
const FIRST_SCREENS =
  /[\\/]client[\\/]features[\\/]catalog[\\/]pages[\\/](home|music|events|artists|stories)-page\.tsx$/;
/** Every module those screens import, directly or not (filled by findFirstScreenModules() before chunking). */
const firstScreenModules = new Set<string>();

/**
 * Finds what the first screens import once the module graph is complete, so that their chunk (`screens`)
 * holds exactly that: the dialogs, form parts and avatars only other screens use go to `screen-parts`,
 * and stay out of the first load without a list of them to keep up to date.
 */
function findFirstScreenModules(): Plugin {
  return {
    name: 'griot-first-screen-modules',
    apply: 'build',
    buildEnd() {
      firstScreenModules.clear();
      const visit = (id: string) => {
        if (firstScreenModules.has(id)) return;
        firstScreenModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const id of this.getModuleIds()) if (FIRST_SCREENS.test(id)) visit(id);
    },
  };
}

/** Chunk groups every public screen needs (see codeSplitting below). */
const FIRST_SCREEN_CHUNKS = new Set(['screens', 'vendor-screens']);

/**
 * Lists the public screens' chunks in the page as modulepreloads, so they download beside the entry
 * rather than after it has run and asked for them: one round trip less before a visitor's first screen
 * (on a phone's slow link, where Lighthouse measures, about the time of one request).
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'griot-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.values(context.bundle ?? {})
          .filter((chunk) => chunk.type === 'chunk' && FIRST_SCREEN_CHUNKS.has(chunk.name))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The installable app: its manifest and the service worker (client/service-worker/sw.ts, Workbox). The
 * worker precaches the first load (what every visitor has just downloaded, so it costs them nothing more)
 * and keeps every other chunk as it is loaded, so a visitor can reopen what they saw and a fan their
 * tickets with no network. The app registers the worker itself, after the first screen
 * (client/app/app-updates.ts).
 */
/**
 * The service worker is one file (a worker cannot load chunks before it is installed). vite-plugin-pwa 2
 * still asks for that with rollup's `inlineDynamicImports`, which rolldown warns is deprecated at every
 * build: this says it in rolldown's words, `codeSplitting: false`, which does the same.
 */
function serviceWorkerInOneFile(): Plugin {
  return {
    name: 'griot-service-worker-in-one-file',
    outputOptions(options) {
      if (options.inlineDynamicImports === undefined) return null;
      const { inlineDynamicImports, ...rest } = options;
      return { ...rest, codeSplitting: !inlineDynamicImports };
    },
  };
}

function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    // The browser fetches the icons itself when it installs the app: not every visitor pays for them.
    includeManifestIcons: false,
    manifest: {
      name: 'Griot',
      short_name: 'Griot',
      description: 'African music, stories and culture: records and merch, events, creatives, community.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#fffaf2',
      theme_color: '#1b1433',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      buildPlugins: { vite: [serviceWorkerInOneFile()] },
      // The first load only (index.html and what it names): the rest is kept as it is loaded.
      globPatterns: [
        'index.html',
        'favicon.svg',
        'assets/{index,rolldown-runtime,vendor,screens,vendor-screens}-*.{js,css}',
      ],
    },
  });
}

/** Public screens' code that no later group claims: the first screens' part goes to `screens`. */
function isScreenPart(id: string): boolean {
  return (
    SCREENS.test(id) &&
    !ADMIN.test(id) &&
    !FORM_CHECKS.test(id) &&
    !ITEM_PAGES.test(id) &&
    !SHOP_PAGES.test(id) &&
    !ACCOUNT_PAGES.test(id) &&
    !SITE_PAGES.test(id) &&
    !MEMBER_PAGES.test(id) &&
    !PROFILE_PAGE.test(id) &&
    !IMAGE_FIELD.test(id) &&
    !POST_PAGE.test(id) &&
    !POST_EDITOR.test(id) &&
    !MENTION_SUGGESTIONS.test(id) &&
    !REPORT_DIALOG.test(id) &&
    !SEARCH.test(id) &&
    !COMMUNITY_SCREENS.test(id)
  );
}

/**
 * The chunk groups of the build (see codeSplitting below), in the order rolldown tries them. The route
 * table names the groups its screens are in (shared/routes.ts: the server names them in those screens'
 * pages), so the build stops when one of those names is not a group here.
 */
const CHUNK_GROUPS: Array<{
  name: string;
  test: RegExp | ((id: string) => boolean);
  tags?: Array<'$initial'>;
  priority?: number;
}> = [
  { name: 'vendor', test: LIBRARIES, tags: ['$initial'], priority: 3 },
  { name: 'vendor-screens', test: LIBRARIES, priority: 2 },
  { name: 'app', test: APP, tags: ['$initial'], priority: 1 },
  { name: 'screens', test: (id) => firstScreenModules.has(id) && isScreenPart(id) },
  { name: 'screen-parts', test: isScreenPart },
  { name: 'search', test: SEARCH },
  { name: 'mention-suggestions', test: MENTION_SUGGESTIONS },
  { name: 'report-dialog', test: REPORT_DIALOG },
  // After the screens, so that what they share with the item pages (cards, prices) stays with them;
  // before the shop's pages, so that a group takes what it imports with it (rolldown's groups do)
  // and an item's page, which shared links open first, needs no shop chunk (the quantity stepper,
  // the event's times come with it).
  { name: 'item-pages', test: ITEM_PAGES },
  { name: 'shop-pages', test: SHOP_PAGES },
  { name: 'account-pages', test: ACCOUNT_PAGES },
  { name: 'site-pages', test: SITE_PAGES },
  { name: 'member-pages', test: MEMBER_PAGES },
  { name: 'profile-page', test: PROFILE_PAGE },
  { name: 'post-page', test: POST_PAGE },
  { name: 'post-editor', test: POST_EDITOR },
  { name: 'community-screens', test: COMMUNITY_SCREENS },
  // Last, so that what the screens use too (constants, limits) stays with them.
  { name: FORM_CHECKS_CHUNK, test: FORM_CHECKS },
];
for (const chunk of SCREEN_CHUNKS) {
  if (!CHUNK_GROUPS.some((group) => group.name === chunk))
    throw new Error(`shared/routes.ts names the chunk ${chunk}, which is not a group of vite.config.ts`);
}

export default defineConfig({
  root: dir('./client'),
  plugins: [
    // Lingui's macros (docs/decisions/015-translations.md): the English stays in the code, compiled by
    // translations(); @swc/core is pinned with the plugin in package.json's overrides.
    react({ plugins: [['@lingui/swc-plugin', { stripNonEssentialFields: false }]] }),
    ...translations({ root: dir('.'), partOf: catalogPartOf }),
    tailwindcss(),
    findFirstScreenModules(),
    preloadFirstScreen(),
    ...installableApp(),
    precompress(),
  ],
  resolve: {
    alias: { '@client': dir('./client'), '@shared': dir('./shared') },
  },
  server: {
    port: 5173,
    // In development the API server runs beside Vite; the browser talks to one origin.
    proxy: { '/api': apiTarget, '/media': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: dir('./dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    // dist/client/.vite/manifest.json: which chunks a first load needs (npm run bench measures them).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first load is the app's frame: the libraries it needs (`vendor`, which changes far less
          // often than the app and so stays cached across releases) and the entry. `$initial` modules (the
          // entry's static imports) stay there; the `app` group keeps the shared ones (paths, buttons, the
          // API client) out of `screens`. The first screens (home and the catalogue's lists) are one
          // `screens` chunk of exactly what they import: one request for whichever opens first, and the next
          // ones open at once; the community's hub and forums (`community-screens`) and what the other
          // screens share (`screen-parts`) come when a screen asks. Library code only screens use
          // (TanStack's observers) waits in `vendor-screens`. The admin area is split by route. What forms
          // check their input with waits in `form-checks` until the first form is sent. An item's page
          // (`item-pages`) loads when one is opened, the cart, checkout and orders (`shop-pages`) likewise,
          // the account's screens reached from a mail (`account-pages`), the footer's pages and the
          // newsletter's links (`site-pages`), the editors' @handle suggestions with the first @ typed
          // (`mention-suggestions`), a member's public profile and the lists of what they wrote
          // (`member-pages`), a member's own profile and its form (`profile-page`), a discussion's page (`post-page`), the new post's form and the editors' fields (`post-editor`), the report dialog with the first Report
          // (`report-dialog`), and search's suggestions and results (`search`).
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
});

// The most JavaScript (gzip, counted as bench/client-size.ts counts it) a visitor's first screen may need:
// CI fails above it (scripts/check-client-size.ts), so a new feature cannot quietly grow the first load.
// The first load is React 18 (docs/decisions/011-react-18.md), React Router, TanStack Query, the app's frame
// and the first screens' chunk (the home page and the catalogue's four lists, vite.config.ts); every other
// screen loads apart, and so do the header's member parts. Lingui's run time (2.8 kB) and the ids of the first
// screens' texts (1.6 kB), beside their English in the code, and reading the page's language from its
// address (0.5 kB; the switcher and another language's catalog load apart) are the price of translations
// (docs/decisions/015-translations.md). The target is 100 kB (docs/performance.md, "Where we stand"), missed
// by 1.7 kB since; the budget sits just above the 101,738 bytes measured, so that any growth is a decision. Lower it whenever the first load
// shrinks; raise it only with the reason in the commit (its history: `git log -p bench/client-budget.ts`).
export const VISITOR_FIRST_LOAD_JS_GZIP_BUDGET = 101_800;

/**
 * The most a language other than English adds to a visitor's first load: its catalog's public part (gzip),
 * fetched before the first screen in that language (issue 56 allows each language 15 kB).
 */
export const CATALOG_PART_GZIP_BUDGET = 15_000;

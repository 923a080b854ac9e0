// The sitemap: an index (/sitemap.xml) naming one file of the screens and, per kind of item, files of at
// most 50,000 pages each (the protocol's limit), so a catalogue of any size is listed without loading it
// whole. /robots.txt names the index and keeps crawlers out of the admin and account screens. The XML is
// two elements and one escape, written here rather than through a library.
import { asc, count, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CatalogKind } from '@shared/constants';
import type { Db } from '@server/db/database';
import { artists, events, products, stories } from '@server/db/schema';
import { routePattern } from '@shared/routes';
import { lookupRoute, SCREEN_PAGES } from './route-pages';
import { escapeMarkup } from '@shared/escape-markup';
import { pathInLocale } from '@shared/locale-address';
import { LOCALES } from '@shared/locales';

/** URLs per sitemap file (the sitemap protocol's limit). */
export const URLS_PER_SITEMAP = 50_000;
/** Rows read at a time while a file is written. */
const BATCH = 5_000;

type SluggedTable = PgTable & { slug: PgColumn; updatedAt: PgColumn };

/** Each kind's table, and its page's address for a slug (shared/routes.ts). */
const kindOf = (table: SluggedTable, page: CatalogKind) => {
  const pattern = routePattern(lookupRoute(page));
  return { table, address: (slug: string) => pattern.replace(':slug', slug) };
};

export const SITEMAP_KINDS: Record<CatalogKind, { table: SluggedTable; address: (slug: string) => string }> = {
  product: kindOf(products, 'product'),
  event: kindOf(events, 'event'),
  artist: kindOf(artists, 'artist'),
  story: kindOf(stories, 'story'),
};

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

/** A page's entry, naming the same page in every language (hreflang), as the page's own head does. */
const urlEntry = (publicUrl: string, path: string, lastmod?: Date) =>
  `<url><loc>${escapeMarkup(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${LOCALES.map(
    (locale) =>
      `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeMarkup(`${publicUrl}${pathInLocale(path, locale)}`)}"/>`,
  ).join('')}</url>`;

/** The index: the screens' file, then each kind's files. */
export async function sitemapIndex(db: Db, publicUrl: string): Promise<string> {
  const files = [`${publicUrl}/sitemaps/screens.xml`];
  for (const [kind, { table }] of Object.entries(SITEMAP_KINDS)) {
    const [row] = await db.select({ n: count() }).from(table);
    const pages = Math.ceil((row?.n ?? 0) / URLS_PER_SITEMAP);
    for (let page = 1; page <= pages; page++) files.push(`${publicUrl}/sitemaps/${kind}-${page}.xml`);
  }
  const entries = files.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The public screens a crawler should know (the lists, the community hub, the home), in every language. */
export function screensSitemap(publicUrl: string): string {
  const screens = SCREEN_PAGES.filter((screen) => screen.indexable && !screen.pattern.includes(':'));
  return urlset(
    LOCALES.flatMap((locale) => screens.map((screen) => urlEntry(publicUrl, pathInLocale(screen.pattern, locale)))),
  );
}

/** One file of a kind's pages, in slug order: the `page`th 50,000, read in batches by keyset. */
export async function kindSitemap(db: Db, publicUrl: string, kind: CatalogKind, page: number): Promise<string | null> {
  const { table, address } = SITEMAP_KINDS[kind];
  const urls: string[] = [];
  let after: string | null = null;
  let skip = (page - 1) * URLS_PER_SITEMAP;
  while (urls.length < URLS_PER_SITEMAP) {
    const condition: SQL | undefined = after === null ? undefined : gt(table.slug, after);
    const rows = (await db
      .select({ slug: table.slug, updatedAt: table.updatedAt })
      .from(table)
      .where(condition)
      .orderBy(asc(table.slug))
      .limit(BATCH)) as { slug: string; updatedAt: Date }[];
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.slug;
    for (const row of rows) {
      if (skip > 0) skip--;
      else if (urls.length < URLS_PER_SITEMAP) urls.push(urlEntry(publicUrl, address(row.slug), row.updatedAt));
    }
  }
  return urls.length === 0 && page > 1 ? null : urlset(urls);
}

/** robots.txt: the screens for one person alone stay out of search engines, in every language. */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = [
    '/admin',
    '/profile',
    '/cart',
    '/checkout',
    '/orders',
    '/tickets',
    '/check-in',
    '/login',
    '/join',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/unsubscribe',
    '/newsletter/',
    '/account',
    '/notifications',
    '/api/',
  ];
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    ...LOCALES.filter((locale) => pathInLocale('/', locale) !== '/').flatMap((locale) =>
      privatePaths.filter((path) => path !== '/api/').map((path) => `Disallow: ${pathInLocale('/', locale)}${path}`),
    ),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

// The pages behind the footer: the admin's text (site_pages) when there is one, Griot's own
// (default-texts.ts, in the reader's language) when not. Visitors get HTML made by the site's safe Markdown
// renderer.
import type { I18n } from '@lingui/core';
import { eq, sql } from 'drizzle-orm';
import type { SitePageSlug } from '@shared/site-pages';
import type { AdminSitePage, SitePageBody } from '@shared/schemas/site-pages';
import type { Db } from '@server/db/database';
import { sitePages } from '@server/db/schema';
import { renderMarkdown } from '@server/lib/markdown';
import { defaultPageText } from './default-texts';

export async function readPage(db: Db, i18n: I18n, slug: SitePageSlug): Promise<AdminSitePage> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  if (!row) {
    const { title, body } = defaultPageText(i18n, slug);
    return { slug, title, body, isDefault: true, updatedAt: null };
  }
  return { slug, title: row.title, body: row.body, isDefault: false, updatedAt: row.updatedAt.toISOString() };
}

export async function publicPage(db: Db, i18n: I18n, slug: SitePageSlug) {
  const page = await readPage(db, i18n, slug);
  return { slug, title: page.title, html: renderMarkdown(page.body), updatedAt: page.updatedAt };
}

export async function savePage(db: Db, i18n: I18n, slug: SitePageSlug, body: SitePageBody, adminId: string) {
  const values = { title: body.title.trim(), body: body.body.trim(), updatedBy: adminId };
  await db
    .insert(sitePages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: sitePages.slug, set: { ...values, updatedAt: sql`now()` } });
  return readPage(db, i18n, slug);
}

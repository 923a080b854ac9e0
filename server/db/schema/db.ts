// The database layer's own tables (server/db): one-off jobs run, old slugs, stored pictures' details.
import { index, integer, pgEnum, pgTable, text, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { CATALOG_KINDS } from '@shared/constants';
import { createdAt, updatedAt } from './columns';

export const catalogKind = pgEnum('catalog_kind', CATALOG_KINDS);

// The slugs an item had before it was renamed: their addresses answer 301 to the current one.
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: catalogKind('kind').notNull(),
    slug: text('slug').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] }), index('slug_redirects_target_idx').on(t.targetId)],
);

// One row per one-off job the server has run (such as the demo content), so a restart never repeats it.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// What the client needs to show an uploaded picture responsively (shared/image-variants.ts), keyed by the
// URL the records already hold (products.image_url, community_users.avatar_url, order_lines.image_url…), so
// no stored URL changes: the picture's size, the widths kept beside it as `<base>-<width>w.avif|webp|jpg`
// (on Cloudinary, asked for by URL; none for an animated picture) and its ThumbHash (base64). Written at
// upload, or by `npm run images:convert` for pictures uploaded before; read with one left join.
export const storedImages = pgTable('stored_images', {
  url: text('url').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: integer('widths').array().notNull(),
  placeholder: text('placeholder'),
  createdAt: createdAt(),
});

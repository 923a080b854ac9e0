// The details of uploaded pictures (table stored_images: size, widths kept, ThumbHash), read by every list
// and page that shows one with a left join on the URL it already holds, and written at upload. Below the
// features, so the catalogue, the shop and the community read them alike.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ImageDetails } from '@shared/schemas/common';
import type { Db } from './database';
import { storedImages } from './schema';

/** What a select takes to carry a picture's details: `image: imageDetailsColumns` beside the left join. */
export const imageDetailsColumns = {
  width: storedImages.width,
  height: storedImages.height,
  widths: storedImages.widths,
  placeholder: storedImages.placeholder,
};

/** `leftJoin(storedImages, imageDetailsJoin(products.imageUrl))`: one primary-key probe per row. */
export function imageDetailsJoin(url: AnyPgColumn | SQL): SQL {
  return sql`${storedImages.url} = ${url}`;
}

/** The joined columns as a select gives them: null when the picture has no row (or no picture). */
export type ImageDetailsRow = { width: number; height: number; widths: number[]; placeholder: string | null } | null;

/** A record's row with its picture's details beside it. */
export type WithImage<T> = T & { image: ImageDetailsRow };

/** The API's shape (ImageDetails) from the joined columns; null when the picture has no row. */
export function presentImageDetails(row: ImageDetailsRow | undefined): ImageDetails | null {
  if (!row) return null;
  return { width: row.width, height: row.height, widths: row.widths, placeholder: row.placeholder };
}

/**
 * The same details as one JSON value, where a select's fields cannot nest (a cart line inside the cart's
 * row) or the answer is built in SQL (the cart's seats): null when the picture has no row. `alias` names
 * the joined stored_images (`left join stored_images si`); without it, the table's own name.
 */
export function imageDetailsJson(alias?: string): SQL<ImageDetailsRow> {
  const column = (name: string) =>
    alias ? sql.raw(`"${alias}".${name}`) : sql`${storedImages[name as keyof typeof imageDetailsColumns]}`;
  return sql<ImageDetailsRow>`case when ${column('width')} is null then null else json_build_object('width', ${column('width')}, 'height', ${column('height')}, 'widths', ${column('widths')}, 'placeholder', ${column('placeholder')}) end`;
}

/** The details of the picture at `url` as one JSON value (null without a row), for a CTE's flat columns. */
export function imageDetailsOfUrl(url: AnyPgColumn | SQL): SQL<ImageDetailsRow> {
  return sql<ImageDetailsRow>`(select json_build_object('width', si.width, 'height', si.height, 'widths', si.widths, 'placeholder', si.placeholder)
    from ${storedImages} si where si.url = ${url})`;
}

/** Writes (or rewrites: the same bytes give the same URL) the details of a stored picture. */
export async function saveImageDetails(db: Db, url: string, details: ImageDetails): Promise<void> {
  await db
    .insert(storedImages)
    .values({ url, ...details })
    .onConflictDoUpdate({
      target: storedImages.url,
      set: { width: details.width, height: details.height, widths: details.widths, placeholder: details.placeholder },
    });
}

/** The details of one picture, or null. */
export async function findImageDetails(db: Db, url: string): Promise<ImageDetails | null> {
  const [row] = await db.select(imageDetailsColumns).from(storedImages).where(eq(storedImages.url, url));
  return presentImageDetails(row);
}

/** The details of a page of records' pictures, in one query (the admin's lists and writes). */
export async function imageDetailsByUrl(
  db: Db,
  urls: ReadonlyArray<string | null>,
): Promise<Map<string, NonNullable<ImageDetailsRow>>> {
  const wanted = [...new Set(urls.filter((url): url is string => url !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ url: storedImages.url, ...imageDetailsColumns })
    .from(storedImages)
    .where(inArray(storedImages.url, wanted));
  return new Map(rows.map(({ url, ...details }) => [url, details]));
}

/** Which of these URLs already have details (the conversion command skips them). */
export async function urlsWithDetails(db: Db, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: storedImages.url })
    .from(storedImages)
    .where(inArray(storedImages.url, [...urls]));
  return new Set(rows.map((row) => row.url));
}

/** Forgets a removed picture's details. */
export async function forgetImageDetails(db: Db, url: string): Promise<void> {
  await db.delete(storedImages).where(eq(storedImages.url, url));
}

// Reads and writes of one catalogue table for the admin panel. The four tables share their shape (a uuid
// id, a slug, created_at/updated_at, one searchable name column), so one generic serves products, events,
// artists and stories; each resource only says which table, column, presenter and messages are its own.
// A write gives the item its slug (server/catalog/slugs/slugs.ts) in the same transaction.
import { and, desc, eq, ilike, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Static, TObject } from 'typebox';
import type { CatalogKind } from '@shared/constants';
import type { Db } from '@server/db/database';
import { isForeignKeyViolation, violatedConstraint } from '@server/db/foreign-key-violation';
import { isUniqueViolation } from '@server/db/unique-violation';
import { conflict, notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import { forgetSlugs, freeSlug, keepOldSlug, slugAfterRename } from '@server/db/slugs/slugs';
import { imageDetailsByUrl, type WithImage } from '@server/db/stored-images';
import { containsPattern } from './search-pattern';
import type { MessageDescriptor } from '@lingui/core';

type CatalogTable = PgTable & {
  id: PgColumn;
  slug: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  imageUrl: PgColumn;
};
type TableRow<T extends CatalogTable> = InferSelectModel<T> & {
  id: string;
  slug: string;
  createdAt: Date;
  imageUrl: string | null;
};
/** A row as the presenter gets it: with its picture's details (stored_images). */
type Row<T extends CatalogTable> = WithImage<TableRow<T>>;

/** Tries before a slug race is given up: each try reads the slugs taken anew. */
const SLUG_TRIES = 3;

export interface AdminListParams {
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

export interface ResourceRepositorySpec<T extends CatalogTable, I extends TObject, Item> {
  table: T;
  /** The input schema; its property names are the table's column names, and only they are written. */
  input: I;
  /** Which kind of page the items have (their slugs and old addresses are per kind). */
  kind: CatalogKind;
  /** The column `q` searches and slugs are made from: name, or title for stories. */
  searchColumn: PgColumn;
  /** The item's name, which its slug is made from. */
  nameOf: (input: Static<I>) => string;
  /** The columns an input writes, when they are not the input's own fields (an event's Lagos times, an artist's id). */
  toValues?: (db: Db, input: Static<I>) => Promise<Record<string, unknown>>;
  /** A page of rows as the API shows them (one query for what they reference). */
  present: (db: Db, rows: Row<T>[]) => Promise<Item[]>;
  notFoundMessage: MessageDescriptor;
  /** The answer to a case-insensitive duplicate, for tables with a unique index on their name. */
  duplicateMessage?: (values: Static<I>) => MessageDescriptor;
  /** The input's field a duplicate is about ('title' for stories); 'name' unless said. */
  duplicateField?: string;
  /** The answer when other records still name the item (an artist's products). */
  inUseMessage?: MessageDescriptor;
  /** Writes what the item keeps in other tables (a product's variants), in the same transaction. */
  afterWrite?: (tx: Db, id: string, input: Static<I>, options: { isNew: boolean }) => Promise<void>;
}

export interface ResourceRepository<Input, Item> {
  list(db: Db, params: AdminListParams): Promise<{ items: Item[]; nextCursor: string | null }>;
  get(db: Db, id: string): Promise<Item>;
  create(db: Db, input: Input): Promise<Item>;
  update(db: Db, id: string, input: Input): Promise<Item>;
  remove(db: Db, id: string): Promise<void>;
}

/** Only the declared fields, text trimmed; an omitted field (imageUrl) stays omitted so an update keeps it. */
function trimmed<Input extends object>(input: Input, fields: readonly string[]): Input {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (input as Record<string, unknown>)[field];
    if (value !== undefined) values[field] = typeof value === 'string' ? value.trim() : value;
  }
  return values as Input;
}

const isSlugRace = (error: unknown) => isUniqueViolation(error) && /_slug_idx$/.test(violatedConstraint(error) ?? '');

export function resourceRepository<T extends CatalogTable, I extends TObject, Item>(
  spec: ResourceRepositorySpec<T, I, Item>,
): ResourceRepository<Static<I>, Item> {
  type Input = Static<I>;
  const { table, kind, input: schema, searchColumn, nameOf, present, notFoundMessage } = spec;
  const fields = Object.keys(schema.properties);
  // Drizzle cannot follow a generic table through its builders; the rows are this table's rows.
  const anyTable = table as PgTable & CatalogTable;
  const byId = (id: string) => eq(table.id, id);

  /** The rows with their pictures' details, read in one query, then presented. */
  const presentRows = async (db: Db, rows: TableRow<T>[]): Promise<Item[]> => {
    const details = await imageDetailsByUrl(
      db,
      rows.map((row) => row.imageUrl),
    );
    return present(
      db,
      rows.map((row) => ({ ...row, image: (row.imageUrl && details.get(row.imageUrl)) || null })),
    );
  };

  const presentOne = async (db: Db, rows: unknown[]): Promise<Item> => {
    if (rows.length === 0) throw notFound(notFoundMessage);
    const [item] = await presentRows(db, rows as TableRow<T>[]);
    return item!;
  };

  const valuesOf = async (db: Db, input: Input): Promise<Record<string, unknown>> => {
    const values = trimmed(input, fields);
    return spec.toValues ? spec.toValues(db, values) : values;
  };

  /** Runs a write; a slug taken at the same moment by another write is tried again with a fresh slug. */
  async function write(db: Db, input: Input, run: (tx: Db) => Promise<unknown[]>): Promise<Item> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => presentOne(tx, await run(tx)));
      } catch (error) {
        if (isSlugRace(error) && attempt < SLUG_TRIES) continue;
        // The unique index decides, also between two admins saving at the same moment.
        if (spec.duplicateMessage && isUniqueViolation(error) && !isSlugRace(error)) {
          throw conflict(spec.duplicateMessage(trimmed(input, fields)), 'CONFLICT', spec.duplicateField ?? 'name');
        }
        throw error;
      }
    }
  }

  return {
    // Newest added first, keyset on (created_at, id) over the table's *_created_idx.
    async list(db, { q, limit, cursor }) {
      const after = cursor ? decodeCursor(cursor, [cursorChecks.timestamp, cursorChecks.uuid]) : null;
      const search = q?.trim();
      const rows = (await db
        .select()
        .from(anyTable)
        .where(
          and(
            search ? ilike(searchColumn, containsPattern(search)) : undefined,
            after ? sql`(${table.createdAt}, ${table.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit + 1)) as TableRow<T>[];
      const page = toPage(
        rows,
        limit,
        (row) => [row.createdAt.toISOString(), row.id],
        (row) => row,
      );
      return { items: await presentRows(db, page.items), nextCursor: page.nextCursor };
    },

    async get(db, id) {
      return presentOne(db, await db.select().from(anyTable).where(byId(id)));
    },

    async create(db, input) {
      return write(db, input, async (tx) => {
        const slug = await freeSlug(tx, kind, table, nameOf(input));
        const values = { ...(await valuesOf(tx, input)), slug } as InferInsertModel<typeof anyTable>;
        const rows = (await tx.insert(anyTable).values(values).returning()) as TableRow<T>[];
        if (spec.afterWrite) await spec.afterWrite(tx, rows[0]!.id, input, { isNew: true });
        return rows;
      });
    },

    async update(db, id, input) {
      return write(db, input, async (tx) => {
        const [current] = (await tx.select({ slug: table.slug }).from(anyTable).where(byId(id)).for('update')) as {
          slug: string;
        }[];
        if (!current) return [];
        const slug = await slugAfterRename(tx, kind, table, nameOf(input), id, current.slug);
        const changes = { ...(await valuesOf(tx, input)), slug, updatedAt: new Date() } as Partial<
          InferInsertModel<typeof anyTable>
        >;
        const rows = await tx.update(anyTable).set(changes).where(byId(id)).returning();
        await keepOldSlug(tx, kind, id, current.slug, slug);
        if (spec.afterWrite) await spec.afterWrite(tx, id, input, { isNew: false });
        return rows;
      });
    },

    async remove(db, id) {
      try {
        await db.transaction(async (tx) => {
          const deleted = await tx.delete(anyTable).where(byId(id)).returning({ id: table.id });
          if (deleted.length === 0) throw notFound(notFoundMessage);
          await forgetSlugs(tx, id);
        });
      } catch (error) {
        if (spec.inUseMessage && isForeignKeyViolation(error)) throw conflict(spec.inUseMessage, 'IN_USE');
        throw error;
      }
    },
  };
}

// Reads and writes of one catalogue table for the admin panel. The four tables share their shape (a uuid
// id, created_at/updated_at, one searchable name column), so one generic serves products, events,
// artists and stories; each resource only says which table, column, presenter and messages are its own.
import { and, desc, eq, ilike, sql, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Static, TObject } from 'typebox';
import type { Db } from '@server/db/database';
import { isUniqueViolation } from '@server/db/unique-violation';
import { conflict, notFound } from '@server/errors';
import { cursorChecks, decodeCursor, toPage } from '@server/http/paging/cursor';
import { containsPattern } from './search-pattern';

type CatalogTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };
type Row<T extends CatalogTable> = InferSelectModel<T> & { id: string; createdAt: Date };

export interface AdminListParams {
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

export interface ResourceRepositorySpec<T extends CatalogTable, I extends TObject, Item> {
  table: T;
  /** The input schema; its property names are the table's column names, and only they are written. */
  input: I;
  /** The column `q` searches: name, or title for stories. */
  searchColumn: PgColumn;
  present: (row: Row<T>) => Item;
  notFoundMessage: string;
  /** The answer to a case-insensitive duplicate, for tables with a unique index on their name. */
  duplicateMessage?: (values: Static<I>) => string;
}

export interface ResourceRepository<Input, Item> {
  list(db: Db, params: AdminListParams): Promise<{ items: Item[]; nextCursor: string | null }>;
  get(db: Db, id: string): Promise<Item>;
  create(db: Db, input: Input): Promise<Item>;
  update(db: Db, id: string, input: Input): Promise<Item>;
  remove(db: Db, id: string): Promise<void>;
}

/** Only the declared fields, text trimmed; an omitted field (imageUrl) stays omitted so an update keeps it. */
function valuesOf<Input extends object>(input: Input, fields: readonly string[]): Input {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (input as Record<string, unknown>)[field];
    if (value !== undefined) values[field] = typeof value === 'string' ? value.trim() : value;
  }
  return values as Input;
}

export function resourceRepository<T extends CatalogTable, I extends TObject, Item>(
  spec: ResourceRepositorySpec<T, I, Item>,
): ResourceRepository<Static<I>, Item> {
  type Input = Static<I>;
  const { table, input: schema, searchColumn, present, notFoundMessage, duplicateMessage } = spec;
  const fields = Object.keys(schema.properties);
  // Drizzle cannot follow a generic table through its builders; the rows are this table's rows.
  const anyTable = table as PgTable & CatalogTable;
  const byId = (id: string) => eq(table.id, id);

  const presentOne = (rows: unknown[]): Item => {
    if (rows.length === 0) throw notFound(notFoundMessage);
    return present(rows[0] as Row<T>);
  };

  async function write(values: Input, run: () => Promise<unknown[]>): Promise<Item> {
    try {
      return presentOne(await run());
    } catch (error) {
      // The unique index decides, also between two admins saving at the same moment.
      if (duplicateMessage && isUniqueViolation(error)) throw conflict(duplicateMessage(values));
      throw error;
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
        .limit(limit + 1)) as Row<T>[];
      return toPage(rows, limit, (row) => [row.createdAt.toISOString(), row.id], present);
    },

    async get(db, id) {
      return presentOne(await db.select().from(anyTable).where(byId(id)));
    },

    async create(db, input) {
      const values = valuesOf(input, fields);
      return write(values, () =>
        db
          .insert(anyTable)
          .values(values as InferInsertModel<typeof anyTable>)
          .returning(),
      );
    },

    async update(db, id, input) {
      const values = valuesOf(input, fields);
      const changes = { ...values, updatedAt: new Date() } as Partial<InferInsertModel<typeof anyTable>>;
      return write(values, () => db.update(anyTable).set(changes).where(byId(id)).returning());
    },

    async remove(db, id) {
      const deleted = await db.delete(anyTable).where(byId(id)).returning({ id: table.id });
      if (deleted.length === 0) throw notFound(notFoundMessage);
    },
  };
}

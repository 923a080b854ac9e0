// Rows a parent edits as one list (a product's variants, an event's ticket types). Ids stay stable across
// edits, since carts, orders and tickets name them: a row is named by its id, or else by its name; a row
// left out is deleted. Names are unique per parent, so renames are written in two steps.
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/database';
import { validationFailed } from '@server/errors';
import type { MessageDescriptor } from '@lingui/core';

export interface NamedChild {
  id?: string | undefined;
  name: string;
}

interface Existing {
  id: string;
  name: string;
}

export interface ChildrenWrite<Input extends NamedChild, Row extends Existing> {
  table: PgTable;
  idColumn: PgColumn;
  nameColumn: PgColumn;
  /** The parent's rows as they are, read under a lock by the caller. */
  existing: readonly Row[];
  input: readonly Input[];
  /** The parent's input field of the list ('variants'): errors name the row, 'variants/2/name'. */
  field: string;
  /** What a repeated name is told, and an id of another parent's row. */
  messages: { repeatedName: MessageDescriptor; stranger: MessageDescriptor };
  /** Refuses, by throwing, to delete rows that must stay. */
  checkGone?: (gone: readonly Row[]) => void;
  /** Writes one row in its place: an update of `row` when it exists, else an insert. */
  write: (child: Input, position: number, row: Row | undefined) => Promise<void>;
}

export async function writeNamedChildren<Input extends NamedChild, Row extends Existing>(
  tx: Db,
  { table, idColumn, nameColumn, existing, input, field, messages, checkGone, write }: ChildrenWrite<Input, Row>,
): Promise<void> {
  const names = input.map((child) => child.name.trim().toLowerCase());
  const repeated = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (repeated >= 0) throw validationFailed(messages.repeatedName, `${field}/${repeated}/name`);
  const byId = new Map(existing.map((row) => [row.id, row]));
  if (input.some((child) => child.id && !byId.has(child.id))) throw validationFailed(messages.stranger, field);
  // A row sent without its id is the existing one of that name, if any (the dialogs edit by name).
  const claimed = new Set(input.flatMap((child) => (child.id ? [child.id] : [])));
  const byName = new Map(existing.filter((row) => !claimed.has(row.id)).map((row) => [row.name.toLowerCase(), row]));
  const rows = input.map((child) => (child.id ? byId.get(child.id) : byName.get(child.name.trim().toLowerCase())));
  const kept = new Set(rows.flatMap((row) => (row ? [row.id] : [])));
  const gone = existing.filter((row) => !kept.has(row.id));
  checkGone?.(gone);
  if (gone.length > 0) {
    await tx.delete(table).where(
      inArray(
        idColumn,
        gone.map((row) => row.id),
      ),
    );
  }
  // Names first set aside, so that swapping two names does not trip the unique index half-way.
  if (kept.size > 0) {
    await tx.execute(
      sql`update ${table} set ${sql.identifier(nameColumn.name)} = ${idColumn}::text where ${inArray(idColumn, [...kept])}`,
    );
  }
  for (const [position, child] of input.entries()) await write(child, position, rows[position]);
}

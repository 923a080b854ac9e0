// An event's ticket types: read for its page and the admin's list, and written with the event in its
// transaction. Seats sold are never given back by an edit: the capacity cannot go below them, and a type
// with seats sold cannot be removed.
import { asc, eq, inArray } from 'drizzle-orm';
import { isRealLagosLocal, lagosLocalToInstant } from '@shared/lagos-time';
import type { TicketType } from '@shared/schemas/catalog';
import type { TicketTypeInput } from '@shared/schemas/admin-catalog';
import type { Db } from '@server/db/database';
import { ticketTypes } from '@server/db/schema';
import { conflict, validationFailed } from '@server/errors';
import { writeNamedChildren } from '../lib/named-children';

/** Each event's ticket types in the organiser's order; an event's start closes sales it sets no end for. */
export async function ticketTypesOf(
  db: Db,
  eventStarts: ReadonlyMap<string, Date>,
): Promise<Map<string, TicketType[]>> {
  const byEvent = new Map<string, TicketType[]>([...eventStarts.keys()].map((id) => [id, []]));
  if (eventStarts.size === 0) return byEvent;
  const rows = await db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, [...eventStarts.keys()]))
    .orderBy(asc(ticketTypes.eventId), asc(ticketTypes.position), asc(ticketTypes.createdAt));
  for (const row of rows) {
    byEvent.get(row.eventId)?.push({
      id: row.id,
      name: row.name,
      priceKobo: row.priceKobo,
      capacity: row.capacity,
      left: row.capacity - row.sold,
      salesEndAt: (row.salesEndAt ?? eventStarts.get(row.eventId)!).toISOString(),
    });
  }
  return byEvent;
}

/** When sales of a type close: the Lagos time given, or null for the event's start. */
function salesEndOf(input: TicketTypeInput, position: number, closesBy: Date): Date | null {
  const local = input.salesEnd?.trim();
  if (!local) return null;
  const field = `ticketTypes/${position}/salesEnd`;
  if (!isRealLagosLocal(local))
    throw validationFailed(
      /*i18n*/ { id: 'catalog.ticket-types.sales-end-invalid', message: 'Sales end must be a date and time.' },
      field,
    );
  const end = lagosLocalToInstant(local);
  if (end > closesBy)
    throw validationFailed(
      {
        .../*i18n*/ {
          id: 'catalog.ticket-types.sales-end-late',
          message: 'Sales of {name} must end by the time the event ends.',
        },
        values: { name: input.name.trim() },
      },
      field,
    );
  return end;
}

/**
 * Writes an event's ticket types inside its transaction: `undefined` keeps an edited event's types.
 * `closesBy` is the event's end (or its start when it has none): no sales end after it.
 */
export async function writeTicketTypes(
  tx: Db,
  eventId: string,
  input: readonly TicketTypeInput[] | undefined,
  closesBy: Date,
): Promise<void> {
  if (!input) return;
  const existing = await tx
    .select({ id: ticketTypes.id, name: ticketTypes.name, sold: ticketTypes.sold })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .for('update');
  await writeNamedChildren(tx, {
    table: ticketTypes,
    idColumn: ticketTypes.id,
    nameColumn: ticketTypes.name,
    existing,
    input,
    field: 'ticketTypes',
    messages: {
      repeatedName: /*i18n*/ {
        id: 'catalog.ticket-types.repeated-name',
        message: 'Each ticket type needs its own name.',
      },
      stranger: /*i18n*/ {
        id: 'catalog.ticket-types.stranger',
        message: 'A ticket type does not belong to this event.',
      },
    },
    checkGone: (gone) => {
      const sold = gone.find((row) => row.sold > 0);
      if (sold)
        throw conflict(
          {
            .../*i18n*/ {
              id: 'catalog.ticket-types.sold-stays',
              message: '{name} has tickets sold, so it stays; set its seats instead.',
            },
            values: { name: sold.name },
          },
          'IN_USE',
          'ticketTypes',
        );
    },
    write: async (type, position, row) => {
      const name = type.name.trim();
      if (row && type.capacity < row.sold) {
        throw conflict(
          {
            .../*i18n*/ {
              id: 'catalog.ticket-types.seats-below-sold',
              message: '{name} has {sold, plural, other {{sold} tickets sold}}: its seats cannot be fewer.',
            },
            values: { name, sold: row.sold },
          },
          'IN_USE',
          `ticketTypes/${position}/capacity`,
        );
      }
      const values = {
        name,
        priceKobo: type.priceKobo,
        capacity: type.capacity,
        salesEndAt: salesEndOf(type, position, closesBy),
        position,
      };
      if (row) await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, row.id));
      else await tx.insert(ticketTypes).values({ eventId, ...values });
    },
  });
}

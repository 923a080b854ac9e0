// Seats move like stock (stock.ts): taken only by a conditional update inside the order's transaction,
// while enough are left and sales are open, so 200 buyers of 50 seats get exactly 50; ticket types are
// taken in id order so two orders lock them alike. A returned seat is sold again.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database';
import { ticketTypes } from '@server/db/schema';
import { conflict } from '@server/errors';
import {
  goneAtCheckout,
  salesClosedAtCheckout,
  seatsLeftAtCheckout,
  soldOutAtCheckout,
} from '@server/shop/lib/shop-messages';

export interface SeatLine {
  ticketTypeId: string;
  quantity: number;
  /** How the line is named to the buyer: "Afrobeat Night Live (VIP)". */
  label: string;
}

/** Takes every line's seats, or throws a 409 naming the first line that no longer fits. */
/** Sales of a ticket type are open until its end, or its event's start when it sets none, unless it is cancelled. */
const salesOpen = sql<boolean>`exists (select 1 from events e where e.id = "ticket_types"."event_id"
  and e.cancelled_at is null and coalesce("ticket_types"."sales_end_at", e.starts_at) > now())`;

/** Takes every line's seats, or throws a 409 naming the first line that no longer fits. */
export async function reserveSeats(tx: Db, lines: readonly SeatLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.ticketTypeId.localeCompare(b.ticketTypeId))) {
    const taken = await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + ${line.quantity}` })
      .where(
        and(
          eq(ticketTypes.id, line.ticketTypeId),
          sql`${ticketTypes.sold} + ${line.quantity} <= ${ticketTypes.capacity}`,
          salesOpen,
        ),
      )
      .returning({ id: ticketTypes.id });
    if (taken.length > 0) continue;
    const [state] = await tx
      .select({ left: sql<number>`${ticketTypes.capacity} - ${ticketTypes.sold}`, open: salesOpen })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, line.ticketTypeId));
    if (!state) throw conflict(goneAtCheckout(line.label), 'SOLD_OUT');
    throw conflict(
      !state.open
        ? salesClosedAtCheckout(line.label)
        : state.left === 0
          ? soldOutAtCheckout(line.label)
          : seatsLeftAtCheckout(line.label, state.left),
      'SOLD_OUT',
    );
  }
}

/** Gives the lines' seats back (an expired, cancelled or refunded order); a type deleted since is skipped. */
export async function releaseSeats(
  tx: Db,
  lines: ReadonlyArray<{ ticketTypeId: string | null; quantity: number }>,
): Promise<void> {
  const seats = lines.filter((line): line is { ticketTypeId: string; quantity: number } => !!line.ticketTypeId);
  for (const line of seats.sort((a, b) => a.ticketTypeId.localeCompare(b.ticketTypeId))) {
    await tx
      .update(ticketTypes)
      .set({ sold: sql`greatest(0, ${ticketTypes.sold} - ${line.quantity})` })
      .where(eq(ticketTypes.id, line.ticketTypeId));
  }
}

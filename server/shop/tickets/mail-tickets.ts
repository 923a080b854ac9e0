// An order's tickets in its receipt: each one's QR code as an inline PNG (mail clients block SVG) with the
// code in text beside it, so the mail alone gets its holder in.
import { asc, eq } from 'drizzle-orm';
import { formatTicketCode } from '@shared/ticket-code';
import type { Db } from '@server/db/database';
import { events, tickets, ticketTypes, type MailImage } from '@server/db/schema';
import type { MailBlock } from '@server/mail/message';
import { qrPngOf } from './present';

export async function ticketMailParts(tx: Db, orderId: string): Promise<{ blocks: MailBlock[]; images: MailImage[] }> {
  const rows = await tx
    .select({ code: tickets.code, eventName: events.name, typeName: ticketTypes.name })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.orderLineId), asc(tickets.seat));
  const images = await Promise.all(
    rows.map(async (row) => ({
      cid: `ticket-${row.code}@griot`,
      filename: `ticket-${row.code}.png`,
      base64: (await qrPngOf(row.code)).toString('base64'),
    })),
  );
  return {
    blocks: rows.map((row, index) => ({
      kind: 'ticket',
      label: `${row.eventName}: ${row.typeName}`,
      code: formatTicketCode(row.code),
      imageCid: images[index]!.cid,
    })),
    images,
  };
}

// A guest's kept tickets asked again of the server, through each order's own link (or the browser that
// placed it): a ticket voided, refunded or checked in since it was kept says so on My tickets without
// the order page. An order whose link no longer answers leaves the device (SECURITY.md, M2).
import type { Order } from '@shared/schemas/shop';
import { apiGet } from '@client/lib/api/api-client';
import { ApiError } from '@client/lib/api/api-errors';
import { forgetOrder, keptOrderKey } from '@client/lib/offline/kept-orders';
import { forgetTicketsOf, guestTickets, keepTickets } from '@client/lib/offline/kept-tickets';

/** The answers that say the link no longer opens the order. */
const LINK_ENDED = [401, 403, 404];

export async function refreshGuestTickets(signal: AbortSignal): Promise<void> {
  const references = [...new Set(guestTickets().map((ticket) => ticket.orderReference))];
  await Promise.all(
    references.map(async (reference) => {
      try {
        const order = await apiGet<Order>(`/api/orders/${encodeURIComponent(reference)}`, {
          signal,
          query: { key: keptOrderKey(reference) },
        });
        keepTickets({ order: reference }, order.tickets);
      } catch (error) {
        // Offline or the server busy: the copies kept stay as they are.
        if (!(error instanceof ApiError) || !LINK_ENDED.includes(error.status)) return;
        forgetTicketsOf({ order: reference });
        forgetOrder(reference);
      }
    }),
  );
}

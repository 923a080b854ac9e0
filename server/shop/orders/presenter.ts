// An order as its buyer's page shows it: no internal ids, no secrets, the payment's state in words the
// page can show ("Payment received", "Awaiting payment", "Payment failed").
import type { Order, OrderSummary, Ticket } from '@shared/schemas/shop';
import { presentImageDetails } from '@server/db/stored-images';
import type { OrderWithLines } from './repository';

const RECEIVED = new Set(['paid', 'shipped', 'delivered', 'refund_pending', 'refunded']);
const FAILED_ATTEMPTS = new Set(['failed', 'abandoned', 'error', 'not_found']);

function paymentOf(order: OrderWithLines): Order['payment'] {
  if (RECEIVED.has(order.status)) return 'received';
  if (order.status === 'expired') return 'failed';
  if (order.status !== 'pending') return 'none';
  return order.lastAttempt && FAILED_ATTEMPTS.has(order.lastAttempt.status) ? 'failed' : 'awaiting';
}

export function presentOrder(order: OrderWithLines, pickupPoint: string, tickets: Ticket[]): Order {
  return {
    reference: order.reference,
    status: order.status,
    payment: paymentOf(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    expiresAt: order.expiresAt.toISOString(),
    email: order.email,
    fullName: order.fullName,
    phone: order.phone,
    fulfilment: order.fulfilment,
    address: order.address,
    city: order.city,
    state: order.state,
    pickupPoint: order.fulfilment === 'pickup' ? pickupPoint : '',
    lines: order.lines.map((line) => ({
      productId: line.productId,
      eventSlug: line.eventSlug,
      name: line.productName,
      variantName: line.variantName || null,
      artist: line.artistName,
      imageUrl: line.imageUrl,
      image: presentImageDetails(line.image),
      unitPriceKobo: line.unitPriceKobo,
      quantity: line.quantity,
      lineTotalKobo: line.unitPriceKobo * line.quantity,
    })),
    tickets,
    subtotalKobo: order.subtotalKobo,
    deliveryKobo: order.deliveryKobo,
    totalKobo: order.totalKobo,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
  };
}

export function presentOrderSummary(row: {
  reference: string;
  status: OrderSummary['status'];
  createdAt: Date;
  totalKobo: number;
  itemCount: number;
}): OrderSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

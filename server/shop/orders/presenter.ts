// An order as its buyer's page shows it: no internal ids, no secrets, its state (the one name the admin
// sees too: "Awaiting payment", "Payment failed", "Expired", "Payment received"…).
import { orderStateOf, REFUSED_ATTEMPTS } from '@shared/shop';
import type { Order, OrderSummary, Ticket } from '@shared/schemas/shop';
import { presentImageDetails } from '@server/db/stored-images';
import type { OrderWithLines } from './repository';

const RECEIVED = new Set(['paid', 'shipped', 'delivered', 'refund_pending', 'refunded']);
// A page left without paying ('abandoned') can still be paid on: that order is awaiting payment.
const FAILED_ATTEMPTS = new Set<string>(REFUSED_ATTEMPTS);

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
    orderState: orderStateOf(order.status, order.lastAttempt?.status ?? null),
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
  orderState: OrderSummary['orderState'];
  createdAt: Date;
  totalKobo: number;
  itemCount: number;
}): OrderSummary {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

// What the shop mails a buyer: the receipt when payment is received, the note when an order is shipped,
// and an order's links for a visitor who lost them. Each links to the order's page with its secret, so it
// opens on any device without signing in.
import { formatNairaIn } from '@shared/locale-format/format';
import type { OrderFulfilment } from '@shared/shop';
import type { MailImage } from '@server/db/schema';
import type { MailBlock, MailContent } from '@server/mail/message';

export interface MailedOrder {
  reference: string;
  linkSecret: string;
  fullName: string;
  totalKobo: number;
  deliveryKobo: number;
  fulfilment: OrderFulfilment;
  lines: Array<{ productName: string; variantName: string | null; quantity: number; unitPriceKobo: number }>;
}

export const orderLink = (publicUrl: string, order: { reference: string; linkSecret: string }) =>
  `${publicUrl}/orders/${order.reference}?key=${order.linkSecret}`;

const lineRows = (order: MailedOrder): Array<[string, string]> => [
  ...order.lines.map((line): [string, string] => [
    `${line.quantity} × ${line.productName}${line.variantName ? ` (${line.variantName})` : ''}`,
    formatNairaIn(line.unitPriceKobo * line.quantity, 'en'),
  ]),
  ...(order.fulfilment === 'none'
    ? []
    : [
        [order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery', formatNairaIn(order.deliveryKobo, 'en')] as [
          string,
          string,
        ],
      ]),
  [order.totalKobo === 0 ? 'Total' : 'Total paid', formatNairaIn(order.totalKobo, 'en')],
];

/** The receipt, with the order's tickets (their blocks and QR pictures) when it has any. */
export function receiptMail(
  order: MailedOrder,
  publicUrl: string,
  tickets: { blocks: MailBlock[]; images: MailImage[] } = { blocks: [], images: [] },
): MailContent {
  const sending =
    order.fulfilment === 'none'
      ? []
      : [
          {
            kind: 'paragraph' as const,
            text:
              order.fulfilment === 'pickup'
                ? 'We will tell you when your order is ready to collect.'
                : 'We will tell you when your order is on its way.',
          },
        ];
  const ticketIntro =
    tickets.blocks.length === 0
      ? []
      : [
          {
            kind: 'paragraph' as const,
            text: `Your ${tickets.blocks.length === 1 ? 'ticket' : `${tickets.blocks.length} tickets`}: show the QR code or the code at the door.`,
          },
        ];
  // A free order (tickets that cost nothing) had no payment to receive.
  const free = order.totalKobo === 0;
  return {
    subject: free
      ? `Your Griot order ${order.reference}: your tickets`
      : `Your Griot order ${order.reference}: payment received`,
    heading: free ? 'Your tickets' : 'Payment received',
    images: tickets.images,
    blocks: [
      {
        kind: 'paragraph',
        text: free
          ? `Thank you, ${order.fullName}. Here is order ${order.reference}.`
          : `Thank you, ${order.fullName}. We have received your payment for order ${order.reference}.`,
      },
      { kind: 'lines', rows: lineRows(order) },
      ...ticketIntro,
      ...tickets.blocks,
      ...sending,
      { kind: 'button', label: 'View your order', url: orderLink(publicUrl, order) },
      // A guest's way back to every order and ticket, from any receipt.
      { kind: 'link', label: 'All your orders', url: `${publicUrl}/orders` },
    ],
  };
}

export function shippedMail(
  order: MailedOrder & { carrier: string; trackingNumber: string; note: string },
  publicUrl: string,
): MailContent {
  return {
    subject: `Your Griot order ${order.reference} is on its way`,
    heading: 'Your order is on its way',
    blocks: [
      { kind: 'paragraph', text: `Good news, ${order.fullName}: order ${order.reference} has been sent.` },
      {
        kind: 'lines',
        rows: [
          ['Carrier', order.carrier],
          ['Tracking number', order.trackingNumber],
        ],
      },
      ...(order.note ? [{ kind: 'paragraph' as const, text: order.note }] : []),
      { kind: 'button', label: 'View your order', url: orderLink(publicUrl, order) },
    ],
  };
}

export function orderLinksMail(
  orders: Array<{ reference: string; linkSecret: string; totalKobo: number }>,
  publicUrl: string,
): MailContent {
  return {
    subject: 'Your Griot orders',
    heading: 'Your orders',
    blocks: [
      { kind: 'paragraph', text: 'You asked for the links to your orders. Each opens the order on any device.' },
      ...orders.map((order) => ({
        kind: 'button' as const,
        label: `${order.reference} (${formatNairaIn(order.totalKobo, 'en')})`,
        url: orderLink(publicUrl, order),
      })),
      { kind: 'paragraph', text: 'If you did not ask for this, you can ignore this message.' },
    ],
  };
}

/** Sent once, 10 minutes before an unpaid order's hold ends: its link leads back to "Pay now". */
export function paymentReminderMail(
  order: { reference: string; linkSecret: string; fullName: string; totalKobo: number },
  minutesLeft: number,
  publicUrl: string,
): MailContent {
  return {
    subject: `Your Griot order ${order.reference} is waiting for payment`,
    heading: 'Your order is waiting for payment',
    blocks: [
      {
        kind: 'paragraph',
        text: `${order.fullName}, order ${order.reference} (${formatNairaIn(order.totalKobo, 'en')}) is not paid yet. We hold its items for you for about ${minutesLeft} more minutes; after that they go back on sale.`,
      },
      { kind: 'button', label: 'Pay now', url: orderLink(publicUrl, order) },
      { kind: 'paragraph', text: 'If you have paid already, or changed your mind, you can ignore this message.' },
    ],
  };
}

// What the shop mails a buyer: the receipt when payment is received, the note when an order is shipped,
// and an order's links for a visitor who lost them. Each links to the order's page with its secret, so it
// opens on any device without signing in. They are written in the order's language (orders.locale, the
// page's that placed it, a guest's too), with its naira and its addresses (server/mail/mail-language.ts).
import type { I18n } from '@lingui/core';
import { formatNairaIn } from '@shared/locale-format/format';
import type { OrderFulfilment } from '@shared/shop';
import type { MailImage } from '@server/db/schema';
import { withValues } from '@server/lib/i18n/server-i18n';
import { mailLocale, pageUrl } from '@server/mail/mail-language';
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

export const VIEW_ORDER = /*i18n*/ { id: 'shop.order-mail.view-order', message: 'View your order' };

export const orderLink = (i18n: I18n, publicUrl: string, order: { reference: string; linkSecret: string }) =>
  pageUrl(i18n, publicUrl, `/orders/${order.reference}?key=${order.linkSecret}`);

const naira = (i18n: I18n, kobo: number) => formatNairaIn(kobo, mailLocale(i18n));

const lineRows = (i18n: I18n, order: MailedOrder): Array<[string, string]> => [
  ...order.lines.map((line): [string, string] => [
    `${line.quantity} × ${line.productName}${line.variantName ? ` (${line.variantName})` : ''}`,
    naira(i18n, line.unitPriceKobo * line.quantity),
  ]),
  ...(order.fulfilment === 'none'
    ? []
    : [
        [
          order.fulfilment === 'pickup'
            ? i18n._(/*i18n*/ { id: 'shop.order-mail.pickup', message: 'Pickup' })
            : i18n._(/*i18n*/ { id: 'shop.order-mail.delivery', message: 'Delivery' }),
          naira(i18n, order.deliveryKobo),
        ] as [string, string],
      ]),
  [
    order.totalKobo === 0
      ? i18n._(/*i18n*/ { id: 'shop.order-mail.total', message: 'Total' })
      : i18n._(/*i18n*/ { id: 'shop.order-mail.total-paid', message: 'Total paid' }),
    naira(i18n, order.totalKobo),
  ],
];

/** The receipt, with the order's tickets (their blocks and QR pictures) when it has any. */
export function receiptMail(
  i18n: I18n,
  order: MailedOrder,
  publicUrl: string,
  tickets: { blocks: MailBlock[]; images: MailImage[] } = { blocks: [], images: [] },
): MailContent {
  const { reference, fullName } = order;
  const sending: MailBlock[] =
    order.fulfilment === 'none'
      ? []
      : [
          {
            kind: 'paragraph',
            text:
              order.fulfilment === 'pickup'
                ? i18n._(
                    /*i18n*/ {
                      id: 'shop.receipt-mail.ready-to-collect',
                      message: 'We will tell you when your order is ready to collect.',
                    },
                  )
                : i18n._(
                    /*i18n*/ {
                      id: 'shop.receipt-mail.on-its-way',
                      message: 'We will tell you when your order is on its way.',
                    },
                  ),
          },
        ];
  const ticketIntro: MailBlock[] =
    tickets.blocks.length === 0
      ? []
      : [
          {
            kind: 'paragraph',
            text: i18n._(
              withValues(
                /*i18n*/ {
                  id: 'shop.receipt-mail.tickets',
                  message:
                    '{count, plural, one {Your ticket: show the QR code or the code at the door.} other {Your # tickets: show the QR code or the code at the door.}}',
                },
                { count: tickets.blocks.length },
              ),
            ),
          },
        ];
  // A free order (tickets that cost nothing) had no payment to receive.
  const free = order.totalKobo === 0;
  return {
    language: i18n,
    subject: free
      ? i18n._(
          withValues(
            /*i18n*/ { id: 'shop.receipt-mail.free-subject', message: 'Your Griot order {reference}: your tickets' },
            { reference },
          ),
        )
      : i18n._(
          withValues(
            /*i18n*/ { id: 'shop.receipt-mail.subject', message: 'Your Griot order {reference}: payment received' },
            { reference },
          ),
        ),
    heading: free
      ? i18n._(/*i18n*/ { id: 'shop.receipt-mail.free-heading', message: 'Your tickets' })
      : i18n._(/*i18n*/ { id: 'shop.receipt-mail.heading', message: 'Payment received' }),
    images: tickets.images,
    blocks: [
      {
        kind: 'paragraph',
        text: free
          ? i18n._(
              withValues(
                /*i18n*/ {
                  id: 'shop.receipt-mail.free-thanks',
                  message: 'Thank you, {fullName}. Here is order {reference}.',
                },
                { fullName, reference },
              ),
            )
          : i18n._(
              withValues(
                /*i18n*/ {
                  id: 'shop.receipt-mail.thanks',
                  message: 'Thank you, {fullName}. We have received your payment for order {reference}.',
                },
                { fullName, reference },
              ),
            ),
      },
      { kind: 'lines', rows: lineRows(i18n, order) },
      ...ticketIntro,
      ...tickets.blocks,
      ...sending,
      { kind: 'button', label: i18n._(VIEW_ORDER), url: orderLink(i18n, publicUrl, order) },
      // A guest's way back to every order and ticket, from any receipt.
      {
        kind: 'link',
        label: i18n._(/*i18n*/ { id: 'shop.receipt-mail.all-orders', message: 'All your orders' }),
        url: pageUrl(i18n, publicUrl, '/orders'),
      },
    ],
  };
}

export function shippedMail(
  i18n: I18n,
  order: MailedOrder & { carrier: string; trackingNumber: string; note: string },
  publicUrl: string,
): MailContent {
  const { reference, fullName } = order;
  return {
    language: i18n,
    subject: i18n._(
      withValues(
        /*i18n*/ { id: 'shop.shipped-mail.subject', message: 'Your Griot order {reference} is on its way' },
        { reference },
      ),
    ),
    heading: i18n._(/*i18n*/ { id: 'shop.shipped-mail.heading', message: 'Your order is on its way' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          withValues(
            /*i18n*/ {
              id: 'shop.shipped-mail.sent',
              message: 'Good news, {fullName}: order {reference} has been sent.',
            },
            { fullName, reference },
          ),
        ),
      },
      {
        kind: 'lines',
        rows: [
          [i18n._(/*i18n*/ { id: 'shop.shipped-mail.carrier', message: 'Carrier' }), order.carrier],
          [i18n._(/*i18n*/ { id: 'shop.shipped-mail.tracking', message: 'Tracking number' }), order.trackingNumber],
        ],
      },
      ...(order.note ? [{ kind: 'paragraph' as const, text: order.note }] : []),
      { kind: 'button', label: i18n._(VIEW_ORDER), url: orderLink(i18n, publicUrl, order) },
    ],
  };
}

export function orderLinksMail(
  i18n: I18n,
  orders: Array<{ reference: string; linkSecret: string; totalKobo: number }>,
  publicUrl: string,
): MailContent {
  return {
    language: i18n,
    subject: i18n._(/*i18n*/ { id: 'shop.order-links-mail.subject', message: 'Your Griot orders' }),
    heading: i18n._(/*i18n*/ { id: 'shop.order-links-mail.heading', message: 'Your orders' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'shop.order-links-mail.asked',
            message: 'You asked for the links to your orders. Each opens the order on any device.',
          },
        ),
      },
      ...orders.map((order) => ({
        kind: 'button' as const,
        label: `${order.reference} (${naira(i18n, order.totalKobo)})`,
        url: orderLink(i18n, publicUrl, order),
      })),
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'shop.order-links-mail.not-asked',
            message: 'If you did not ask for this, you can ignore this message.',
          },
        ),
      },
    ],
  };
}

/** Sent once, 10 minutes before an unpaid order's hold ends: its link leads back to "Pay now". */
export function paymentReminderMail(
  i18n: I18n,
  order: { reference: string; linkSecret: string; fullName: string; totalKobo: number },
  minutesLeft: number,
  publicUrl: string,
): MailContent {
  const { reference, fullName } = order;
  return {
    language: i18n,
    subject: i18n._(
      withValues(
        /*i18n*/ { id: 'shop.reminder-mail.subject', message: 'Your Griot order {reference} is waiting for payment' },
        { reference },
      ),
    ),
    heading: i18n._(/*i18n*/ { id: 'shop.reminder-mail.heading', message: 'Your order is waiting for payment' }),
    blocks: [
      {
        kind: 'paragraph',
        text: i18n._(
          withValues(
            /*i18n*/ {
              id: 'shop.reminder-mail.not-paid',
              message:
                '{fullName}, order {reference} ({total}) is not paid yet. We hold its items for you for about {minutesLeft} more minutes; after that they go back on sale.',
            },
            { fullName, reference, total: naira(i18n, order.totalKobo), minutesLeft },
          ),
        ),
      },
      {
        kind: 'button',
        label: i18n._(/*i18n*/ { id: 'shop.reminder-mail.pay-now', message: 'Pay now' }),
        url: orderLink(i18n, publicUrl, order),
      },
      {
        kind: 'paragraph',
        text: i18n._(
          /*i18n*/ {
            id: 'shop.reminder-mail.ignore',
            message: 'If you have paid already, or changed your mind, you can ignore this message.',
          },
        ),
      },
    ],
  };
}

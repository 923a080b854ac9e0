// The shop (docs/architecture.md, "Shop"): carts, orders, payments, tickets, the door, refunds, settings.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  primaryKey,
} from 'drizzle-orm/pg-core';
import {
  MAX_LINE_QUANTITY,
  MAX_TICKETS_PER_ORDER,
  ORDER_FULFILMENTS,
  ORDER_STATUSES,
  PAYMENT_ISSUE_KINDS,
} from '@shared/shop';
import { at, createdAt, id, updatedAt } from './columns';
import { users } from './accounts';
import { events, productVariants, products, ticketTypes } from './catalog';

export const fulfilment = pgEnum('fulfilment', ORDER_FULFILMENTS);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentIssueKind = pgEnum('payment_issue_kind', PAYMENT_ISSUE_KINDS);

// A cart is a member's (user_id) or a visitor's (the SHA-256 of their HttpOnly cart cookie's token).
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_user_idx').on(t.userId),
    uniqueIndex('carts_visitor_idx').on(t.visitorHash),
    index('carts_updated_idx').on(t.updatedAt),
    check('carts_owner', sql`${t.userId} is not null or ${t.visitorHash} is not null`),
  ],
);

// One variant in a cart. The price the buyer saw when adding it, so the cart can say when it changed;
// what is charged is always the product's price when the order is made.
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    seenPriceKobo: integer('seen_price_kobo').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    index('cart_lines_variant_idx').on(t.variantId),
    check('cart_lines_quantity', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`),
  ],
);

// Seats of a ticket type in a cart, and the price the buyer saw; the seats are taken only at checkout.
export const cartTickets = pgTable(
  'cart_tickets',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    seenPriceKobo: integer('seen_price_kobo').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.ticketTypeId] }),
    index('cart_tickets_type_idx').on(t.ticketTypeId),
    check('cart_tickets_quantity', sql`${t.quantity} between 1 and ${sql.raw(String(MAX_TICKETS_PER_ORDER))}`),
  ],
);

// Members an admin named to check tickets in at one event's door: that event's check-in and nothing else.
export const eventDoorStaff = pgTable(
  'event_door_staff',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_door_staff_user_idx').on(t.userId)],
);

// The refunds a cancelled event owes, one per paid order that holds its tickets: queued, then asked of the
// gateway one at a time (requested), then refunded or failed, each shown to the admin.
export const eventRefunds = pgTable(
  'event_refunds',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: integer('amount_kobo').notNull(),
    status: text('status').notNull().default('queued'),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.orderId] }), index('event_refunds_order_idx').on(t.orderId)],
);

// The admin's delivery settings: one row.
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: boolean('id').primaryKey().default(true),
    deliveryFeeKobo: integer('delivery_fee_kobo').notNull().default(250_000),
    /** Fees that differ from the default, by state: { "Borno": 650000 }. */
    stateFeesKobo: jsonb('state_fees_kobo').$type<Record<string, number>>().notNull().default({}),
    pickupEnabled: boolean('pickup_enabled').notNull().default(false),
    pickupPoint: text('pickup_point').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id}`)],
);

// An order: the buyer's details and the lines' prices as they were when it was made, in kobo.
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The order's public name and address: GRT-7KQ2M9XD. */
    reference: text('reference').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The visitor's cart cookie (hashed) that made it: that browser may read it without signing in. */
    visitorHash: text('visitor_hash'),
    /**
     * The secret of the order's link in the buyer's mail: any device may read the order with it. Kept as it
     * is (each mail about the order carries it), which reveals nothing the row beside it does not.
     */
    linkSecret: text('link_secret').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    fulfilment: fulfilment('fulfilment').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    subtotalKobo: integer('subtotal_kobo').notNull(),
    deliveryKobo: integer('delivery_kobo').notNull(),
    totalKobo: integer('total_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    /** When an unpaid order gives its stock back. */
    expiresAt: at('expires_at').notNull(),
    /** When the "your order is waiting for payment" mail was queued: set once, so no two servers send it twice. */
    paymentReminderSentAt: at('payment_reminder_sent_at'),
    paidAt: at('paid_at'),
    /** The attempt that paid, and Paystack's id of its transaction. */
    paidReference: text('paid_reference'),
    gatewayTransactionId: text('gateway_transaction_id'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The language of the page that placed it (shared/locales.ts), for a guest's mails; null means English. */
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_reference_idx').on(t.reference),
    index('orders_newest_idx').on(t.createdAt, t.id),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_amounts', sql`${t.subtotalKobo} >= 0 and ${t.deliveryKobo} >= 0 and ${t.totalKobo} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    artistName: text('artist_name').notNull(),
    imageUrl: text('image_url'),
    unitPriceKobo: integer('unit_price_kobo').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** A line of seats: its ticket type and event (the names above are the event's and the type's). */
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_variant_idx').on(t.variantId),
    index('order_lines_ticket_type_idx').on(t.ticketTypeId),
  ],
);

// One seat of a paid (or free) order: its code is what the door scans. Issued once per seat of a line
// (unique line and seat), voided by a refund or a cancellation, checked in once by a conditional update.
// An event with tickets cannot be deleted (restrict): it is cancelled, which voids them.
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    /** Ten Crockford base32 characters, without the dashes it is shown with. */
    code: text('code').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    voidedAt: at('voided_at'),
    checkedInAt: at('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_code_idx').on(t.code),
    uniqueIndex('tickets_seat_idx').on(t.orderLineId, t.seat),
    index('tickets_order_idx').on(t.orderId, t.createdAt),
    index('tickets_event_idx').on(t.eventId, t.ticketTypeId),
  ],
);

// Each try at paying an order has its own gateway reference (GRT-7KQ2M9XD-1, -2…): an authorization URL is
// for one use. `status` is the gateway's last word on it.
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    reference: text('reference').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountKobo: integer('amount_kobo').notNull(),
    status: text('status').notNull().default('initialized'),
    authorizationUrl: text('authorization_url'),
    createdAt: createdAt(),
    checkedAt: at('checked_at'),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId, t.createdAt)],
);

// Each refund asked of the gateway, one row per intent: the rest of an order ('order') or a cancelled
// event's seats ('event:<id>'). The row is claimed under the order's lock before the gateway is called, so a
// second click, a second admin or the cancellation job at that moment finds it and sends nothing; the amount
// left is the order's total less every row. A refund the gateway refuses at once gives its row back.
export const orderRefunds = pgTable(
  'order_refunds',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    intent: text('intent').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.intent] }), check('order_refunds_amount', sql`${t.amountKobo} > 0`)],
);

// What happened to an order, for the admin's history and the buyer's mail.
export const orderHistory = pgTable(
  'order_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

// Money the shop could not simply accept: a wrong amount, a late or second payment, a forged call, a
// refund the gateway refused. The admin resolves each by hand.
export const paymentIssues = pgTable(
  'payment_issues',
  {
    id: id(),
    kind: paymentIssueKind('kind').notNull(),
    reference: text('reference'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    currency: text('currency'),
    detail: text('detail').notNull().default(''),
    /** How many times it happened while open: forged calls are counted on one row, never listed one by one. */
    occurrences: integer('occurrences').notNull().default(1),
    createdAt: createdAt(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    index('payment_issues_open_idx').on(t.resolvedAt, t.createdAt),
    // A webhook retried by the gateway records its problem once.
    uniqueIndex('payment_issues_once_idx').on(t.kind, t.reference),
    // One open row counts every forged call until the admin resolves it.
    uniqueIndex('payment_issues_forged_open_idx')
      .on(t.kind)
      .where(sql`${t.kind} = 'forged_webhook' and ${t.resolvedAt} is null`),
  ],
);

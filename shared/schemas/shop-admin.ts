// The shop as the admin panel reads and changes it: orders with their history, the actions on them, and
// the payments that need a person.
import Type, { type Static } from 'typebox';
import { ORDER_STATES } from '../shop';
import { Id, IsoDateTime, Page } from './common';
import { Order, OrderState, OrderStatus, PaymentIssueKind } from './shop';
import { PersonText } from './text-rules';

export const AdminOrderQuery = Type.Object(
  {
    /** An order's state (ORDER_STATES): 'payment_failed' finds the declined cards. */
    status: Type.Optional(Type.Enum([...ORDER_STATES])),
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Reference, e-mail or name, anywhere in it' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  },
  { additionalProperties: false },
);

export const AdminOrderSummary = Type.Object({
  id: Id,
  reference: Type.String(),
  status: OrderStatus,
  orderState: OrderState,
  email: Type.String(),
  fullName: Type.String(),
  totalKobo: Type.Integer({ minimum: 0 }),
  itemCount: Type.Integer({ minimum: 0 }),
  createdAt: IsoDateTime,
});
export type AdminOrderSummary = Static<typeof AdminOrderSummary>;
export const AdminOrderPage = Page(AdminOrderSummary);
export type AdminOrderPage = Static<typeof AdminOrderPage>;

export const AdminOrder = Type.Object({
  ...Order.properties,
  id: Id,
  paidReference: Type.Union([Type.String(), Type.Null()]),
  gatewayTransactionId: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Array(
    Type.Object({
      reference: Type.String(),
      status: Type.String(),
      amountKobo: Type.Integer(),
      createdAt: IsoDateTime,
    }),
  ),
  history: Type.Array(Type.Object({ kind: Type.String(), note: Type.String(), at: IsoDateTime })),
});
export type AdminOrder = Static<typeof AdminOrder>;

export const ShipOrderBody = Type.Object(
  {
    carrier: PersonText(100, {
      required: /*i18n*/ { id: 'admin.orders.carrier-required', message: 'Carrier is required.' },
    }),
    trackingNumber: PersonText(100, {
      required: /*i18n*/ { id: 'admin.orders.tracking-required', message: 'Tracking number is required.' },
    }),
    note: Type.Optional(PersonText(1000)),
  },
  { additionalProperties: false },
);
export type ShipOrderBody = Static<typeof ShipOrderBody>;

export const PaymentIssue = Type.Object({
  id: Id,
  kind: PaymentIssueKind,
  reference: Type.Union([Type.String(), Type.Null()]),
  orderId: Type.Union([Id, Type.Null()]),
  orderReference: Type.Union([Type.String(), Type.Null()]),
  amountKobo: Type.Union([Type.Integer(), Type.Null()]),
  currency: Type.Union([Type.String(), Type.Null()]),
  detail: Type.String(),
  /** How many times it happened while open (forged calls are counted, not listed); 1 for the others. */
  occurrences: Type.Integer({ minimum: 1 }),
  createdAt: IsoDateTime,
});
export type PaymentIssue = Static<typeof PaymentIssue>;

/** Orders still unpaid well after they should have expired: the gateway could not be asked, or a job is stuck. */
export const StuckOrder = Type.Object({
  id: Id,
  reference: Type.String(),
  totalKobo: Type.Integer(),
  expiresAt: IsoDateTime,
});

export const PaymentsAttention = Type.Object({
  issues: Type.Array(PaymentIssue),
  stuckOrders: Type.Array(StuckOrder),
});
export type PaymentsAttention = Static<typeof PaymentsAttention>;

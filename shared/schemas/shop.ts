// The shop as the API takes and gives it: the cart, the checkout, orders and the delivery settings.
// Amounts are integers in kobo; every price and total is the server's, never the browser's.
import Type, { type Static } from 'typebox';
import {
  FULFILMENTS,
  MAX_LINE_QUANTITY,
  MAX_TICKETS_PER_ORDER,
  NIGERIAN_STATES,
  ORDER_FULFILMENTS,
  ORDER_STATES,
  ORDER_STATUSES,
  PAYMENT_ISSUE_KINDS,
} from '../shop';
import { EMAIL_PATTERN } from './auth-limits';
import { Id, ImageDetailsOrNull, ImageUrl, IsoDateTime } from './common';
import { LINK_INSIDE, mustNotMatch, NO_LINK_MESSAGE, PersonText } from './text-rules';
import { FULFILMENT_MESSAGE, NIGERIAN_PHONE_PATTERN, PHONE_MESSAGE, STATE_MESSAGE } from '../checkout-rules';
import { withValues } from '../texts';
import { CART_LINE_PROBLEMS, CART_TICKET_PROBLEMS } from '../cart-problems';

const Kobo = Type.Integer({ minimum: 0, description: 'Amount in kobo (1/100 naira)' });
const QUANTITY_MESSAGE = withValues(
  /*i18n*/ { id: 'shop.rule.quantity', message: 'Quantity must be a whole number from 1 to {max}.' },
  { max: MAX_LINE_QUANTITY },
);
/** The e-mail of a checkout or of a buyer's order links. */
const EMAIL_MESSAGE = /*i18n*/ { id: 'forms.email-invalid', message: 'Enter a valid e-mail address.' };
const Quantity = Type.Integer({
  minimum: 1,
  maximum: MAX_LINE_QUANTITY,
  errorMessage: {
    type: QUANTITY_MESSAGE,
    minimum: QUANTITY_MESSAGE,
    maximum: QUANTITY_MESSAGE,
    required: QUANTITY_MESSAGE,
  },
});

const VARIANT_MESSAGE = /*i18n*/ { id: 'shop.rule.variant', message: 'Choose a variant.' };

export const AddToCartBody = Type.Object(
  {
    variantId: Type.String({
      format: 'uuid',
      errorMessage: { format: VARIANT_MESSAGE, required: VARIANT_MESSAGE },
    }),
    quantity: Type.Optional(Quantity),
  },
  { additionalProperties: false },
);
export type AddToCartBody = Static<typeof AddToCartBody>;

export const SetQuantityBody = Type.Object({ quantity: Quantity }, { additionalProperties: false });
export type SetQuantityBody = Static<typeof SetQuantityBody>;

export const VariantParams = Type.Object({ variantId: Type.String({ format: 'uuid' }) });

export const CartLine = Type.Object({
  variantId: Id,
  productId: Id,
  slug: Type.String(),
  name: Type.String(),
  artist: Type.String(),
  /** The variant's name, or null for a product sold as one thing. */
  variantName: Type.Union([Type.String(), Type.Null()]),
  imageUrl: ImageUrl,
  image: ImageDetailsOrNull,
  unitPriceKobo: Kobo,
  quantity: Type.Integer({ minimum: 1 }),
  lineTotalKobo: Kobo,
  /** Units left of the variant; null when not counted. */
  stock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The most this line may hold: 10, or fewer when the stock is lower. */
  maxQuantity: Type.Integer({ minimum: 0 }),
  /** The price when it was added, when it has changed since. */
  previousPriceKobo: Type.Union([Kobo, Type.Null()]),
  /** Why the line cannot be bought as it is, or null: sold out, or fewer left (maxQuantity) than it holds. */
  problemCode: Type.Union([Type.Enum([...CART_LINE_PROBLEMS]), Type.Null()]),
  /** The problem in English, for API clients; the screens word problemCode in the reader's language. */
  problem: Type.Union([Type.String(), Type.Null()]),
});
export type CartLine = Static<typeof CartLine>;

const SEATS_MESSAGE = withValues(
  /*i18n*/ { id: 'shop.rule.seats', message: 'Choose from 1 to {max} tickets.' },
  {
    max: MAX_TICKETS_PER_ORDER,
  },
);
const TICKET_TYPE_MESSAGE = /*i18n*/ { id: 'shop.rule.ticket-type', message: 'Choose a ticket type.' };
const Seats = Type.Integer({
  minimum: 1,
  maximum: MAX_TICKETS_PER_ORDER,
  errorMessage: { type: SEATS_MESSAGE, minimum: SEATS_MESSAGE, maximum: SEATS_MESSAGE, required: SEATS_MESSAGE },
});

/** The event page's choice: seats of one or more of its ticket types, added to the cart at once. */
export const AddTicketsBody = Type.Object(
  {
    tickets: Type.Array(
      Type.Object(
        {
          ticketTypeId: Type.String({
            format: 'uuid',
            errorMessage: { format: TICKET_TYPE_MESSAGE, required: TICKET_TYPE_MESSAGE },
          }),
          quantity: Seats,
        },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: 10,
        errorMessage: {
          minItems: /*i18n*/ { id: 'shop.rule.at-least-one-ticket', message: 'Choose at least one ticket.' },
        },
      },
    ),
  },
  { additionalProperties: false },
);
export type AddTicketsBody = Static<typeof AddTicketsBody>;

export const SetSeatsBody = Type.Object({ quantity: Seats }, { additionalProperties: false });
export const TicketTypeParams = Type.Object({ ticketTypeId: Type.String({ format: 'uuid' }) });

/** Seats of one ticket type in the cart, with the event as it is now. */
export const CartTicket = Type.Object({
  ticketTypeId: Id,
  eventSlug: Type.String(),
  eventName: Type.String(),
  startsAt: IsoDateTime,
  venue: Type.String(),
  imageUrl: ImageUrl,
  image: ImageDetailsOrNull,
  /** The ticket type's name: Regular, VIP, Early bird. */
  typeName: Type.String(),
  unitPriceKobo: Kobo,
  quantity: Type.Integer({ minimum: 1 }),
  lineTotalKobo: Kobo,
  /** Seats not yet taken. */
  left: Type.Integer({ minimum: 0 }),
  /** The most this line may hold: the seats left, within the order's ten tickets. */
  maxQuantity: Type.Integer({ minimum: 0 }),
  previousPriceKobo: Type.Union([Kobo, Type.Null()]),
  /** Why these seats cannot be bought as they are, or null: event cancelled, sales closed, sold out, fewer left. */
  problemCode: Type.Union([Type.Enum([...CART_TICKET_PROBLEMS]), Type.Null()]),
  /** The problem in English, for API clients; the screens word problemCode in the reader's language. */
  problem: Type.Union([Type.String(), Type.Null()]),
});
export type CartTicket = Static<typeof CartTicket>;

export const Cart = Type.Object({
  lines: Type.Array(CartLine),
  /** Seats of events' ticket types: nothing to deliver. */
  tickets: Type.Array(CartTicket),
  /** Units and seats over all lines, as the header's cart link says. */
  count: Type.Integer({ minimum: 0 }),
  subtotalKobo: Kobo,
  /** The default delivery fee (none for a cart of tickets alone); checkout gives the chosen state's, or none for pickup. */
  deliveryKobo: Kobo,
  totalKobo: Kobo,
});
export type Cart = Static<typeof Cart>;

/** What checkout offers: the delivery fees, the pickup point, and whether payments are set up at all. */
export const ShopSettings = Type.Object({
  paymentsEnabled: Type.Boolean(),
  deliveryFeeKobo: Kobo,
  stateFeesKobo: Type.Record(Type.String(), Kobo),
  pickupEnabled: Type.Boolean(),
  pickupPoint: Type.String(),
});
export type ShopSettings = Static<typeof ShopSettings>;

const FEE_MESSAGE = /*i18n*/ { id: 'shop.rule.fee', message: 'Fees must be amounts of at least ₦0.' };
const Fee = Type.Integer({
  minimum: 0,
  maximum: 100_000_000,
  errorMessage: { type: FEE_MESSAGE, minimum: FEE_MESSAGE, maximum: FEE_MESSAGE, required: FEE_MESSAGE },
});

export const ShopSettingsInput = Type.Object(
  {
    deliveryFeeKobo: Fee,
    stateFeesKobo: Type.Record(Type.String({ pattern: `^(?:${NIGERIAN_STATES.join('|')})$` }), Fee, {
      additionalProperties: false,
      errorMessage: {
        additionalProperties: /*i18n*/ {
          id: 'shop.rule.fee-states',
          message: 'Fees can only be set for the 36 states and the FCT.',
        },
      },
    }),
    pickupEnabled: Type.Boolean(),
    pickupPoint: PersonText(400),
  },
  { additionalProperties: false },
);
export type ShopSettingsInput = Static<typeof ShopSettingsInput>;

/** Delivery fields: required only for delivery, which checkoutProblems says. */
const deliveryText = (cap: number) => Type.Optional(PersonText(cap));

export const CheckoutBody = Type.Object(
  {
    email: Type.String({
      maxLength: 1000,
      pattern: EMAIL_PATTERN,
      errorMessage: { pattern: EMAIL_MESSAGE, required: EMAIL_MESSAGE },
    }),
    fullName: PersonText(200, {
      required: /*i18n*/ { id: 'shop.rule.full-name-required', message: 'Full name is required.' },
      rules: [mustNotMatch(LINK_INSIDE, NO_LINK_MESSAGE)],
    }),
    /** Required with goods (checkoutProblems); a cart of tickets alone needs none. */
    phone: Type.Optional(
      Type.Union([Type.String({ maxLength: 40, pattern: NIGERIAN_PHONE_PATTERN }), Type.Literal('')], {
        errorMessage: { anyOf: PHONE_MESSAGE },
      }),
    ),
    /** Required with goods; ignored for a cart of tickets alone. */
    fulfilment: Type.Optional(
      Type.Enum([...FULFILMENTS], { errorMessage: { enum: FULFILMENT_MESSAGE, required: FULFILMENT_MESSAGE } }),
    ),
    address: deliveryText(400),
    city: deliveryText(100),
    state: Type.Optional(
      Type.Union([Type.Enum([...NIGERIAN_STATES]), Type.Literal('')], {
        errorMessage: { anyOf: STATE_MESSAGE },
      }),
    ),
    /** "Send me Griot's newsletter", unticked unless the buyer ticks it: the double opt-in's first step. */
    newsletter: Type.Optional(
      Type.Boolean({ description: 'Subscribe the address to the newsletter (a link to confirm is mailed)' }),
    ),
    /** The total the buyer was shown on the Pay button: a changed price stops the order so they can look again. */
    expectedTotalKobo: Type.Integer({ minimum: 0, description: 'The total shown to the buyer, in kobo' }),
  },
  { additionalProperties: false },
);
export type CheckoutBody = Static<typeof CheckoutBody>;

export const CheckoutAnswer = Type.Object({
  reference: Type.String(),
  /** Where the browser goes to pay (the gateway's page), or the order's page when nothing is owed. */
  redirectUrl: Type.String(),
});
export type CheckoutAnswer = Static<typeof CheckoutAnswer>;

export const OrderStatus = Type.Enum([...ORDER_STATUSES]);
/** What buyer and admin call the order (shared/shop.ts, ORDER_STATES). */
export const OrderState = Type.Enum([...ORDER_STATES]);

export const OrderLine = Type.Object({
  productId: Type.Union([Id, Type.Null()]),
  /** A line of tickets: its event's address; null for goods. */
  eventSlug: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  variantName: Type.Union([Type.String(), Type.Null()]),
  artist: Type.String(),
  imageUrl: ImageUrl,
  image: ImageDetailsOrNull,
  unitPriceKobo: Kobo,
  quantity: Type.Integer({ minimum: 1 }),
  lineTotalKobo: Kobo,
});
export type OrderLine = Static<typeof OrderLine>;

/** A seat as its holder shows it at the door. */
export const Ticket = Type.Object({
  /** As printed and typed: 7KQ2-M9XD-4T. */
  code: Type.String(),
  /** The code's QR image, an SVG document. */
  qrSvg: Type.String(),
  holderName: Type.String(),
  typeName: Type.String(),
  eventName: Type.String(),
  eventSlug: Type.String(),
  startsAt: IsoDateTime,
  venue: Type.String(),
  status: Type.Union([Type.Literal('valid'), Type.Literal('checked_in'), Type.Literal('void')]),
  checkedInAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Void because its order was refunded (or its refund is under way): the holder is paid back. */
  refunded: Type.Boolean(),
  orderReference: Type.String(),
});
export type Ticket = Static<typeof Ticket>;

/** What the buyer's order page shows. `payment`: the last attempt's outcome while the order is unpaid. */
export const Order = Type.Object({
  reference: Type.String(),
  status: OrderStatus,
  orderState: OrderState,
  payment: Type.Union([
    Type.Literal('none'),
    Type.Literal('awaiting'),
    Type.Literal('failed'),
    Type.Literal('received'),
  ]),
  createdAt: IsoDateTime,
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  expiresAt: IsoDateTime,
  email: Type.String(),
  fullName: Type.String(),
  phone: Type.String(),
  fulfilment: Type.Enum([...ORDER_FULFILMENTS]),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  pickupPoint: Type.String(),
  lines: Type.Array(OrderLine),
  /** One per seat, once the order is paid (or free). */
  tickets: Type.Array(Ticket),
  subtotalKobo: Kobo,
  deliveryKobo: Kobo,
  totalKobo: Kobo,
  carrier: Type.Union([Type.String(), Type.Null()]),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
});
export type Order = Static<typeof Order>;

export const OrderSummary = Type.Object({
  reference: Type.String(),
  status: OrderStatus,
  orderState: OrderState,
  createdAt: IsoDateTime,
  totalKobo: Kobo,
  itemCount: Type.Integer({ minimum: 0 }),
});
export type OrderSummary = Static<typeof OrderSummary>;

/** This browser's (or member's) newest order still waiting for payment within its hold: cart and checkout lead to it. */
export const AwaitingPayment = Type.Object({
  order: Type.Union([Type.Object({ reference: Type.String(), expiresAt: IsoDateTime }), Type.Null()]),
});
export type AwaitingPayment = Static<typeof AwaitingPayment>;

/** "Buy again": the order's lines are back in the cart, but for these (gone, sold out or no longer on sale). */
export const BuyAgainAnswer = Type.Object({ missing: Type.Array(Type.String()) });
export type BuyAgainAnswer = Static<typeof BuyAgainAnswer>;

export const ReferenceParams = Type.Object({
  reference: Type.String({ pattern: '^GRT-[0-9A-Z]{8}$', maxLength: 12 }),
});
export const OrderAccessQuery = Type.Object(
  { key: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

export const OrderLinksBody = Type.Object(
  {
    email: Type.String({
      maxLength: 1000,
      pattern: EMAIL_PATTERN,
      errorMessage: { pattern: EMAIL_MESSAGE, required: EMAIL_MESSAGE },
    }),
  },
  { additionalProperties: false },
);

export const PaymentIssueKind = Type.Enum([...PAYMENT_ISSUE_KINDS]);

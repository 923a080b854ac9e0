// The shop as the API takes and gives it: the cart, the checkout, orders and the delivery settings.
// Amounts are integers in kobo; every price and total is the server's, never the browser's.
import Type, { type Static } from 'typebox';
import { FULFILMENTS, MAX_LINE_QUANTITY, NIGERIAN_STATES, ORDER_STATUSES, PAYMENT_ISSUE_KINDS } from '../shop';
import { EMAIL_PATTERN } from './auth-limits';
import { Id, ImageUrl, IsoDateTime } from './common';
import { PersonText } from './text-rules';
import { NIGERIAN_PHONE_PATTERN } from '../checkout-rules';

const Kobo = Type.Integer({ minimum: 0, description: 'Amount in kobo (1/100 naira)' });
const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;
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

export const AddToCartBody = Type.Object(
  {
    variantId: Type.String({
      format: 'uuid',
      errorMessage: { format: 'Choose a variant.', required: 'Choose a variant.' },
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
  unitPriceKobo: Kobo,
  quantity: Type.Integer({ minimum: 1 }),
  lineTotalKobo: Kobo,
  /** Units left of the variant; null when not counted. */
  stock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The most this line may hold: 10, or fewer when the stock is lower. */
  maxQuantity: Type.Integer({ minimum: 0 }),
  /** The price when it was added, when it has changed since. */
  previousPriceKobo: Type.Union([Kobo, Type.Null()]),
  /** Why the line cannot be bought as it is (sold out, fewer left), or null. */
  problem: Type.Union([Type.String(), Type.Null()]),
});
export type CartLine = Static<typeof CartLine>;

export const Cart = Type.Object({
  lines: Type.Array(CartLine),
  /** Units over all lines, as the header's cart link says. */
  count: Type.Integer({ minimum: 0 }),
  subtotalKobo: Kobo,
  /** The default delivery fee; checkout gives the one for the chosen state, or none for pickup. */
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

const FEE_MESSAGE = 'Fees must be amounts of at least ₦0.';
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
      errorMessage: { additionalProperties: 'Fees can only be set for the 36 states and the FCT.' },
    }),
    pickupEnabled: Type.Boolean(),
    pickupPoint: PersonText(400),
  },
  { additionalProperties: false },
);
export type ShopSettingsInput = Static<typeof ShopSettingsInput>;

const requiredText = (label: string, cap: number) => PersonText(cap, { required: `${label} is required.` });
/** Delivery fields: required only for delivery, which checkoutProblems says. */
const deliveryText = (cap: number) => Type.Optional(PersonText(cap));

export const CheckoutBody = Type.Object(
  {
    email: Type.String({
      maxLength: 1000,
      pattern: EMAIL_PATTERN,
      errorMessage: { pattern: 'Enter a valid e-mail address.', required: 'Enter a valid e-mail address.' },
    }),
    fullName: requiredText('Full name', 200),
    phone: Type.String({
      maxLength: 40,
      pattern: NIGERIAN_PHONE_PATTERN,
      errorMessage: {
        pattern: 'Enter a Nigerian phone number, such as 0803 123 4567.',
        required: 'Enter a Nigerian phone number, such as 0803 123 4567.',
      },
    }),
    fulfilment: Type.Enum([...FULFILMENTS], {
      errorMessage: { enum: 'Choose delivery or pickup.', required: 'Choose delivery or pickup.' },
    }),
    address: deliveryText(400),
    city: deliveryText(100),
    state: Type.Optional(
      Type.Union([Type.Enum([...NIGERIAN_STATES]), Type.Literal('')], {
        errorMessage: { anyOf: 'Choose a state.' },
      }),
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

export const OrderLine = Type.Object({
  productId: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  variantName: Type.Union([Type.String(), Type.Null()]),
  artist: Type.String(),
  imageUrl: ImageUrl,
  unitPriceKobo: Kobo,
  quantity: Type.Integer({ minimum: 1 }),
  lineTotalKobo: Kobo,
});
export type OrderLine = Static<typeof OrderLine>;

/** What the buyer's order page shows. `payment`: the last attempt's outcome while the order is unpaid. */
export const Order = Type.Object({
  reference: Type.String(),
  status: OrderStatus,
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
  fulfilment: Type.Enum([...FULFILMENTS]),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  pickupPoint: Type.String(),
  lines: Type.Array(OrderLine),
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
  createdAt: IsoDateTime,
  totalKobo: Kobo,
  itemCount: Type.Integer({ minimum: 0 }),
});
export type OrderSummary = Static<typeof OrderSummary>;

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
      errorMessage: { pattern: 'Enter a valid e-mail address.', required: 'Enter a valid e-mail address.' },
    }),
  },
  { additionalProperties: false },
);

export const PaymentIssueKind = Type.Enum([...PAYMENT_ISSUE_KINDS]);

// The shop's closed lists and limits, used by the server's rules and the screens alike.

/** Nigeria's 36 states and the Federal Capital Territory, as the checkout's select lists them. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

/** How an order's goods reach their buyer. */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
/** An order of tickets alone has nothing to deliver: 'none'. */
export const ORDER_FULFILMENTS = [...FULFILMENTS, 'none'] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number];

/** An order's life: awaiting payment, then paid and sent, or ended without payment, or paid back. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refund_pending',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the admin's "Payments needing attention" list holds. */
export const PAYMENT_ISSUE_KINDS = [
  'amount_mismatch',
  'currency_mismatch',
  'forged_webhook',
  'unknown_reference',
  'paid_after_expiry_no_stock',
  'paid_twice',
  'paid_when_closed',
  'refund_failed',
  'disputed',
] as const;
export type PaymentIssueKind = (typeof PAYMENT_ISSUE_KINDS)[number];

/** At most this many of one variant on a cart line (and in one order). */
export const MAX_LINE_QUANTITY = 10;
/** At most this many tickets in one order, over all of its ticket types. */
export const MAX_TICKETS_PER_ORDER = 10;
/** Distinct lines a cart may hold. */
export const MAX_CART_LINES = 30;
/** Cards and pages say "Only N left" below this many. */
export const LOW_STOCK_BELOW = 5;
/** An unpaid order gives its stock back after this long. */
export const ORDER_HOLD_MINUTES = 30;
/** The one currency the shop sells in. */
export const SHOP_CURRENCY = 'NGN';

/**
 * An order's state, the one name its buyer and the admin both see (and the admin filters by): its status,
 * except that a pending order whose last attempt the gateway refused (a declined card, a payment that
 * could not start) is 'payment_failed'. A buyer who left the payment page without paying is still 'pending'.
 */
export const ORDER_STATES = ['pending', 'payment_failed', ...ORDER_STATUSES.slice(1)] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The gateway's words for an attempt that was refused: the order's state is then 'payment_failed'. */
export const REFUSED_ATTEMPTS = ['failed', 'error', 'not_found'] as const;

export function orderStateOf(status: OrderStatus, lastAttemptStatus: string | null): OrderState {
  return status === 'pending' && (REFUSED_ATTEMPTS as readonly string[]).includes(lastAttemptStatus ?? '')
    ? 'payment_failed'
    : status;
}

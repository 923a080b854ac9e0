// What the shop's refusals say, shared by its carts, orders, payments and door: Lingui descriptors, answered
// in the request's language (server/errors.ts). A text naming an item takes its name as the shop stores it.
import type { MessageDescriptor } from '@lingui/core';
import { withValues } from '@server/lib/i18n/server-i18n';

export const EVENT_NOT_FOUND = /*i18n*/ { id: 'shop.error.event-not-found', message: 'Event not found.' };
export const ORDER_NOT_FOUND = /*i18n*/ { id: 'shop.error.order-not-found', message: 'Order not found.' };
/** Anyone but the order's buyer hears this, whether or not it exists. */
export const NO_SUCH_ORDER = /*i18n*/ { id: 'shop.error.no-such-order', message: 'We could not find that order.' };

// The cart.
export const CART_EMPTY = /*i18n*/ { id: 'shop.error.cart-empty', message: 'Your cart is empty.' };
export const ITEM_NOT_IN_CART = /*i18n*/ {
  id: 'shop.error.item-not-in-cart',
  message: 'That item is not in your cart.',
};
export const TICKETS_NOT_IN_CART = /*i18n*/ {
  id: 'shop.error.tickets-not-in-cart',
  message: 'Those tickets are not in your cart.',
};
export const ITEM_GONE = /*i18n*/ { id: 'shop.error.item-gone', message: 'That item is no longer for sale.' };
export const TICKETS_GONE = /*i18n*/ {
  id: 'shop.error.tickets-gone',
  message: 'Those tickets are no longer for sale.',
};
export const ITEM_CHANGED = /*i18n*/ {
  id: 'shop.error.item-changed',
  message: 'That item changed while it was being added. Please try again.',
};
export const cartFull = (max: number): MessageDescriptor =>
  withValues(/*i18n*/ { id: 'shop.error.cart-full', message: 'A cart holds at most {max} different items.' }, { max });
export const lineLimit = (max: number): MessageDescriptor =>
  withValues(/*i18n*/ { id: 'shop.error.line-limit', message: 'At most {max} of one item fit in an order.' }, { max });
export const ticketLimit = (max: number): MessageDescriptor =>
  withValues(/*i18n*/ { id: 'shop.error.ticket-limit', message: 'An order holds at most {max} tickets.' }, { max });
export const ticketLimitAtCheckout = (max: number): MessageDescriptor =>
  withValues(
    /*i18n*/ {
      id: 'shop.error.ticket-limit-checkout',
      message: 'An order holds at most {max} tickets: remove some to go on.',
    },
    { max },
  );

// An item or a ticket type that is no longer to be had as asked: the cart's own texts (shared/cart-problems.ts).
export { eventCancelled, salesClosed, seatsLeft, soldOut, unitsLeft } from '@shared/cart-problems';

// Checkout, when a line no longer fits as the cart holds it: what to do about it.
export const goneAtCheckout = (label: string): MessageDescriptor =>
  withValues(
    /*i18n*/ {
      id: 'shop.error.checkout-gone',
      message: '{label} is no longer for sale. Remove it from your cart to go on.',
    },
    { label },
  );
export const soldOutAtCheckout = (label: string): MessageDescriptor =>
  withValues(
    /*i18n*/ { id: 'shop.error.checkout-sold-out', message: '{label} is sold out. Remove it from your cart to go on.' },
    { label },
  );
export const salesClosedAtCheckout = (label: string): MessageDescriptor =>
  withValues(
    /*i18n*/ {
      id: 'shop.error.checkout-sales-closed',
      message: 'Sales of {label} have closed. Remove it from your cart to go on.',
    },
    { label },
  );
export const unitsLeftAtCheckout = (label: string, left: number): MessageDescriptor =>
  withValues(
    /*i18n*/ {
      id: 'shop.error.checkout-units-left',
      message:
        '{left, plural, one {Only {left} of {label} is left. Lower the quantity to go on.} other {Only {left} of {label} are left. Lower the quantity to go on.}}',
    },
    { label, left },
  );
export const seatsLeftAtCheckout = (label: string, left: number): MessageDescriptor =>
  withValues(
    /*i18n*/ {
      id: 'shop.error.checkout-seats-left',
      message:
        '{left, plural, one {Only {left} seat of {label} is left. Lower the quantity to go on.} other {Only {left} seats of {label} are left. Lower the quantity to go on.}}',
    },
    { label, left },
  );
export const ORDER_ITEM_GONE = /*i18n*/ {
  id: 'shop.error.order-item-gone',
  message: 'An item of this order is no longer for sale.',
};
export const PICKUP_OFF = /*i18n*/ { id: 'shop.error.pickup-off', message: 'Pickup is not offered: choose delivery.' };
export const PAYMENTS_OFF = /*i18n*/ {
  id: 'shop.error.payments-off',
  message: 'Payments are not set up yet, so the shop cannot take orders. Please try again later.',
};
export const TOO_MANY_FREE_ORDERS = /*i18n*/ {
  id: 'shop.error.too-many-free-orders',
  message: 'Too many free orders for this e-mail address in the last hour. Please wait a while and try again.',
};
/** One line whose price moved since the buyer saw it; the prices come formatted. */
export const priceNow = (name: string, price: string, previous: string): MessageDescriptor =>
  withValues(
    /*i18n*/ { id: 'shop.error.price-changed-line', message: '{name} is now {price} (was {previous}).' },
    { name, price, previous },
  );
export const totalNow = (total: string): MessageDescriptor =>
  withValues(
    /*i18n*/ { id: 'shop.error.price-changed-total', message: 'The total is now {total}: check it, then pay.' },
    { total },
  );

// Paying an order again.
export const NOT_ENDED = /*i18n*/ {
  id: 'shop.error.not-ended',
  message: 'Only an order that ended without payment can be bought again.',
};
export const CANNOT_BE_PAID = /*i18n*/ { id: 'shop.error.cannot-be-paid', message: 'This order cannot be paid.' };
export const TOO_MANY_PAYMENT_ATTEMPTS = /*i18n*/ {
  id: 'shop.error.too-many-payment-attempts',
  message: 'This order has been tried too many times. Please check out again.',
};
export const HELD_TOO_OFTEN = /*i18n*/ {
  id: 'shop.error.held-enough',
  message: 'This order expired again and its items are back on sale. Please check out again.',
};

// The admin's actions on an order, and refunds.
export const NOT_SHIPPABLE = /*i18n*/ {
  id: 'shop.error.not-shippable',
  message: 'Only a paid order that has not been sent can be marked shipped.',
};
export const NOT_DELIVERABLE = /*i18n*/ {
  id: 'shop.error.not-deliverable',
  message: 'Only a paid or shipped order can be marked delivered.',
};
export const NOT_CANCELLABLE = /*i18n*/ {
  id: 'shop.error.not-cancellable',
  message: 'Only an unpaid order can be cancelled: refund a paid one.',
};
export const NOT_REFUNDABLE = /*i18n*/ {
  id: 'shop.error.not-refundable',
  message: 'Only a paid order can be refunded.',
};
export const REFUND_ASKED = /*i18n*/ {
  id: 'shop.error.refund-asked',
  message: 'A refund of this order was already asked for.',
};
export const NOTHING_LEFT = /*i18n*/ {
  id: 'shop.error.nothing-left',
  message: 'Nothing is left to refund on this order.',
};
/** `reason` is the gateway's own words, as it gave them. */
export const refundNotStarted = (reason: string): MessageDescriptor =>
  withValues(
    /*i18n*/ { id: 'shop.error.refund-not-started', message: 'The refund was not started: {reason}.' },
    { reason },
  );
export const PAYMENTS_NOT_SET_UP = /*i18n*/ {
  id: 'shop.error.payments-not-set-up',
  message: 'Payments are not set up: set PAYSTACK_SECRET_KEY.',
};
export const PAYMENT_PROBLEM_NOT_OPEN = /*i18n*/ {
  id: 'shop.error.payment-problem-not-open',
  message: 'That payment problem is not open.',
};
export const EVENT_ALREADY_CANCELLED = /*i18n*/ {
  id: 'shop.error.event-already-cancelled',
  message: 'This event is already cancelled.',
};

// The door.
export const NOT_DOOR_STAFF = /*i18n*/ {
  id: 'shop.error.not-door-staff',
  message: 'You are not on the door staff of this event.',
};
export const NO_MEMBER_WITH_EMAIL = /*i18n*/ {
  id: 'shop.error.no-member-with-email',
  message: 'No member has that e-mail address: they join first, then you add them.',
};

// An order's state in words, as the buyer's and the admin's screens show it: kept with the shop's screens,
// out of the first screens' code, which shared/shop.ts is part of. The states themselves are the API's.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderState } from '@shared/shop';

export const ORDER_STATE_LABELS: Record<OrderState, MessageDescriptor> = {
  pending: msg({ id: 'shop.order-state.pending', message: 'Awaiting payment' }),
  payment_failed: msg({ id: 'shop.order-state.payment-failed', message: 'Payment failed' }),
  paid: msg({ id: 'shop.order-state.paid', message: 'Payment received' }),
  shipped: msg({ id: 'shop.order-state.shipped', message: 'Shipped' }),
  delivered: msg({ id: 'shop.order-state.delivered', message: 'Delivered' }),
  cancelled: msg({ id: 'shop.order-state.cancelled', message: 'Cancelled' }),
  expired: msg({ id: 'shop.order-state.expired', message: 'Expired' }),
  refund_pending: msg({ id: 'shop.order-state.refund-pending', message: 'Refund pending' }),
  refunded: msg({ id: 'shop.order-state.refunded', message: 'Refunded' }),
};

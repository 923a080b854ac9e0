// The shop's part of a member's data: their orders, cart and door duties in the download; at deletion, the
// orders stay detached with what the law needs (order-records.ts), and the cart and door duties go with the
// users row (their foreign keys cascade).
import type { AccountDataPart } from '@server/db/account-data';
import { cart } from './cart';
import { door } from './door';
import { detachOrders } from './order-records';
import { orderList } from './orders';

export const shopAccountData: AccountDataPart = {
  exportSections: { orders: orderList, cart, door },
  onAccountDeleted: (tx, { userId }) => detachOrders(tx, userId),
};

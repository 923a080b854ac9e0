// An order's state (shared/shop.ts, ORDER_STATES) in SQL, for lists and the admin's filter: the status,
// or 'payment_failed' for a pending order whose last attempt the gateway refused.
import { eq, sql, type SQL } from 'drizzle-orm';
import { REFUSED_ATTEMPTS, type OrderState } from '@shared/shop';
import { orders } from '@server/db/schema';

const refused = sql.join(
  REFUSED_ATTEMPTS.map((status) => sql`${status}`),
  sql`, `,
);

export const orderStateSql = sql<OrderState>`(case when ${orders.status} = 'pending' and (select a.status
  from payment_attempts a where a.order_id = ${orders.id} order by a.created_at desc limit 1) in (${refused})
  then 'payment_failed' else ${orders.status}::text end)`;

/** The filter for one state: a plain status uses the status index; the two unpaid states look at attempts. */
export function inState(state: OrderState): SQL {
  return state === 'pending' || state === 'payment_failed'
    ? sql`${orderStateSql} = ${state}`
    : eq(orders.status, state);
}

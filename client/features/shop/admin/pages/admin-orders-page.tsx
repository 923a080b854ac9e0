import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_STATES, type OrderState } from '@shared/shop';
import { ORDER_STATE_LABELS } from '../../lib/order-state-labels';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { EmptyState } from '@client/components/ui/empty-state';
import { LoadFailure } from '@client/components/ui/load-failure';
import { SelectField } from '@client/components/ui/select-field';
import { Spinner } from '@client/components/ui/spinner';
import { Timestamp } from '@client/components/ui/timestamp';
import { paths } from '@client/lib/paths';
import { useAdminOrders } from '../api/get-admin-orders';
import { AdminPage } from '@client/components/admin/admin-page';
import { PaymentsAttentionPanel } from '../components/payments-attention-panel';
import { SearchBox } from '@client/components/admin/search-box';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@client/lib/use-debounced-value';

const isState = (value: string | null): value is OrderState => ORDER_STATES.some((state) => state === value);

/**
 * Orders, newest first, narrowed by state (kept in the address, ?status=payment_failed) and by reference,
 * e-mail or name; the payments needing a person.
 */
export function AdminOrdersPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = isState(asked) ? asked : '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const orders = useAdminOrders(status, q);
  return (
    <AdminPage
      title={t({ id: 'shop.admin.orders.title', message: 'Orders' })}
      intro={t({
        id: 'shop.admin.orders.intro',
        message: 'Every order, newest first. Open one to ship, cancel or refund it.',
      })}
    >
      <PaymentsAttentionPanel />
      <div className="mt-8 flex flex-wrap items-end gap-4">
        <SelectField
          label={t({ id: 'shop.admin.orders.status', message: 'Status' })}
          options={ORDER_STATES.map((state) => ({ value: state, label: i18n._(ORDER_STATE_LABELS[state]) }))}
          placeholder={t({ id: 'shop.admin.orders.all', message: 'All orders' })}
          value={status}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {}, { replace: true })}
          className="w-56"
        />
        <SearchBox
          label={t({ id: 'shop.admin.orders.search', message: 'Search orders' })}
          placeholder={t({ id: 'shop.admin.orders.search-placeholder', message: 'Reference, e-mail or name' })}
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className="mt-6">
        {orders.isPending ? (
          <Spinner className="py-10" />
        ) : orders.isError ? (
          <LoadFailure
            message={t({ id: 'shop.admin.orders.load-failed', message: 'Failed to load orders. Please try again.' })}
            query={orders}
          />
        ) : orders.data.items.length === 0 ? (
          <EmptyState
            title={t({ id: 'shop.admin.orders.empty-title', message: 'No orders' })}
            description={
              q || status
                ? t({ id: 'shop.admin.orders.no-match', message: 'No order matches.' })
                : t({ id: 'shop.admin.orders.empty-description', message: 'Orders show here as buyers check out.' })
            }
          />
        ) : (
          // On a phone each order is a card (reference and total, buyer, status and date) rather than a table
          // wider than the screen.
          <div className="overflow-x-auto rounded-card bg-cream-50 shadow-card ring-1 ring-ink-900/5">
            <table className="w-full text-start text-sm max-sm:block">
              <thead className="border-b border-ink-900/10 text-ink-500 max-sm:sr-only">
                <tr>
                  <th className="p-3 font-semibold">
                    <Trans id="shop.admin.orders.column-order">Order</Trans>
                  </th>
                  <th className="p-3 font-semibold">
                    <Trans id="shop.order.buyer">Buyer</Trans>
                  </th>
                  <th className="p-3 font-semibold">
                    <Trans id="shop.admin.orders.status">Status</Trans>
                  </th>
                  <th className="p-3 text-end font-semibold">
                    <Trans id="shop.totals.total">Total</Trans>
                  </th>
                  <th className="p-3 font-semibold">
                    <Trans id="shop.admin.orders.column-placed">Placed</Trans>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-900/10 max-sm:block">
                {orders.data.items.map((order) => (
                  <tr
                    key={order.id}
                    data-testid="admin-order-row"
                    className="max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4"
                  >
                    <td className="p-3 max-sm:row-start-1 max-sm:p-0">
                      <Link
                        to={paths.adminOrder.to(order.id)}
                        className="font-semibold text-ink-900 underline-offset-4 hover:underline"
                      >
                        {order.reference}
                      </Link>
                    </td>
                    <td className="p-3 max-sm:col-span-2 max-sm:row-start-2 max-sm:p-0">
                      {order.fullName}
                      <span className="block text-ink-500 wrap-anywhere">{order.email}</span>
                    </td>
                    <td className="p-3 max-sm:row-start-3 max-sm:p-0" data-testid="order-state">
                      {i18n._(ORDER_STATE_LABELS[order.orderState])}
                    </td>
                    <td className="p-3 text-end font-semibold max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0">
                      {formatNaira(order.totalKobo)}
                    </td>
                    <td className="p-3 text-ink-500 max-sm:col-start-2 max-sm:row-start-3 max-sm:p-0 max-sm:text-end">
                      <Timestamp value={order.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </AdminPage>
  );
}

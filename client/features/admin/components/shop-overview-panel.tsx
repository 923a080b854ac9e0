import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ShopOverview } from '@shared/schemas/admin';
import { formatNaira } from '@client/lib/i18n/page-formats';
import { Alert } from '@client/components/ui/alert';
import { paths } from '@client/lib/paths';
import { AdminPanel } from '@client/components/admin/admin-panel';

/** The shop at a glance: money in, paid orders, what is running out, and whether payments are set up. */
export function ShopOverviewPanel({ shop }: { shop: ShopOverview }) {
  const { t } = useLingui();
  const figures = [
    {
      key: 'today',
      label: t({ id: 'admin.shop.revenue-today', message: 'Revenue today' }),
      value: formatNaira(shop.revenueTodayKobo),
    },
    {
      key: 'week',
      label: t({ id: 'admin.shop.revenue-7-days', message: 'Revenue, 7 days' }),
      value: formatNaira(shop.revenue7DaysKobo),
    },
    {
      key: 'orders',
      label: t({ id: 'admin.shop.paid-orders', message: 'Paid orders' }),
      value: String(shop.paidOrders),
    },
  ];
  return (
    <AdminPanel
      title={t({ id: 'admin.shop.title', message: 'Shop' })}
      intro={t({ id: 'admin.shop.intro', message: 'Money kept from paid orders (refunds left out), in Lagos days.' })}
    >
      {!shop.paymentsEnabled && (
        <Alert
          compact
          className="mt-4"
          message={t({ id: 'admin.shop.payments-off', message: 'Payments are not set up: buyers cannot check out.' })}
          detail={t({
            id: 'admin.shop.payments-off-detail',
            message:
              "Set PAYSTACK_SECRET_KEY and PUBLIC_URL in the server's environment and restart it (README, Payments).",
          })}
        />
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map(({ key, label, value }) => (
          <div key={key}>
            <dt className="text-sm text-ink-500">{label}</dt>
            <dd className="font-display text-3xl font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-ink-900">
        <Trans id="admin.shop.low-stock">Low stock</Trans>
      </h3>
      {shop.lowStock.length === 0 ? (
        <p className="mt-1 text-sm text-ink-500">
          <Trans id="admin.shop.nothing-low">Nothing is running out.</Trans>
        </p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {shop.lowStock.map(({ productName, variantName, stock }) => {
            const state =
              stock === 0
                ? t({ id: 'admin.shop.sold-out', message: 'sold out' })
                : t({ id: 'admin.shop.left', message: `${stock} left` });
            const tone = stock === 0 ? 'font-semibold text-danger-700' : 'font-semibold';
            return (
              <li key={`${productName}-${variantName ?? ''}`}>
                {variantName ? (
                  <Trans id="admin.shop.low-stock-variant">
                    {productName} ({variantName}): <span className={tone}>{state}</span>
                  </Trans>
                ) : (
                  <Trans id="admin.shop.low-stock-item">
                    {productName}: <span className={tone}>{state}</span>
                  </Trans>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link to={paths.adminOrders.to()} className="underline underline-offset-4">
          <Trans id="admin.shop.see-orders">See the orders</Trans>
        </Link>
        {/* The door of an event: it asks which one, then checks its tickets in. */}
        <Link to={paths.checkIns.to()} className="underline underline-offset-4">
          <Trans id="admin.shop.check-in">Check-in</Trans>
        </Link>
      </p>
    </AdminPanel>
  );
}

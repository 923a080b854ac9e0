import { Link } from 'react-router';
import type { ShopOverview } from '@shared/schemas/admin';
import { formatNaira } from '@shared/money';
import { Alert } from '@client/components/ui/alert';
import { paths } from '@client/lib/paths';
import { AdminPanel } from '@client/components/admin/admin-panel';

/** The shop at a glance: money in, paid orders, what is running out, and whether payments are set up. */
export function ShopOverviewPanel({ shop }: { shop: ShopOverview }) {
  const figures = [
    ['Revenue today', formatNaira(shop.revenueTodayKobo)],
    ['Revenue, 7 days', formatNaira(shop.revenue7DaysKobo)],
    ['Paid orders', String(shop.paidOrders)],
  ] as const;
  return (
    <AdminPanel title="Shop" intro="Money kept from paid orders (refunds left out), in Lagos days.">
      {!shop.paymentsEnabled && (
        <Alert
          compact
          className="mt-4"
          message="Payments are not set up: buyers cannot check out."
          detail="Set PAYSTACK_SECRET_KEY and PUBLIC_URL in the server's environment and restart it (README, Payments)."
        />
      )}
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-500">{label}</dt>
            <dd className="font-display text-3xl font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-ink-900">Low stock</h3>
      {shop.lowStock.length === 0 ? (
        <p className="mt-1 text-sm text-ink-500">Nothing is running out.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {shop.lowStock.map((item) => (
            <li key={`${item.productName}-${item.variantName ?? ''}`}>
              {item.productName}
              {item.variantName && ` (${item.variantName})`}:{' '}
              <span className={item.stock === 0 ? 'font-semibold text-danger-700' : 'font-semibold'}>
                {item.stock === 0 ? 'sold out' : `${item.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link to={paths.adminOrders.to()} className="underline underline-offset-4">
          See the orders
        </Link>
        {/* The door of an event: it asks which one, then checks its tickets in. */}
        <Link to={paths.checkIns.to()} className="underline underline-offset-4">
          Check-in
        </Link>
      </p>
    </AdminPanel>
  );
}

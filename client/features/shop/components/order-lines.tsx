import { Trans } from '@lingui/react/macro';
import { formatNaira } from '@client/lib/i18n/page-formats';

interface Line {
  key: string;
  name: string;
  variantName: string | null;
  quantity: number;
  lineTotalKobo: number;
}

interface TotalsProps {
  subtotalKobo: number;
  deliveryKobo: number;
  totalKobo: number;
  /** "Delivery", "Delivery to Borno" or "Pickup"; null when nothing is delivered (tickets alone). */
  deliveryLabel: string | null;
}

/** The sums under a cart or an order, in naira. */
export function Totals({ subtotalKobo, deliveryKobo, totalKobo, deliveryLabel }: TotalsProps) {
  return (
    <dl className="space-y-2 text-ink-700">
      <div className="flex justify-between">
        <dt>
          <Trans id="shop.totals.subtotal">Subtotal</Trans>
        </dt>
        <dd>{formatNaira(subtotalKobo)}</dd>
      </div>
      {deliveryLabel !== null && (
        <div className="flex justify-between">
          <dt>{deliveryLabel}</dt>
          <dd>{deliveryKobo === 0 ? <Trans id="shop.price.free">Free</Trans> : formatNaira(deliveryKobo)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-ink-900/10 pt-3 text-lg font-semibold text-ink-900">
        <dt>
          <Trans id="shop.totals.total">Total</Trans>
        </dt>
        <dd data-testid="total">{formatNaira(totalKobo)}</dd>
      </div>
    </dl>
  );
}

/** An order's or a checkout's lines, compact: quantity, name, size and line total. */
export function LineSummary({ lines }: { lines: readonly Line[] }) {
  return (
    <ul className="divide-y divide-ink-900/10">
      {lines.map((line) => (
        <li key={line.key} className="flex justify-between gap-4 py-3">
          <span>
            {line.quantity} × {line.name}
            {line.variantName && <span className="text-ink-500"> ({line.variantName})</span>}
          </span>
          <span className="font-medium whitespace-nowrap">{formatNaira(line.lineTotalKobo)}</span>
        </li>
      ))}
    </ul>
  );
}

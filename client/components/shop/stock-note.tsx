import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LOW_STOCK_BELOW } from '@shared/shop';

/** "Only 3 left" under 5, "Sold out" at 0, nothing when there is plenty or the stock is not counted. */
export function StockNote({ stock, className = '' }: { stock: number | null; className?: string }) {
  const { t } = useLingui();
  if (stock === null || stock >= LOW_STOCK_BELOW) return null;
  return (
    <p className={`text-sm font-semibold ${stock === 0 ? 'text-danger-700' : 'text-ochre-700'} ${className}`}>
      {stock === 0
        ? t({ id: 'ui.stock.sold-out', message: 'Sold out' })
        : t({ id: 'ui.stock.only-left', message: plural(stock, { one: 'Only # left', other: 'Only # left' }) })}
    </p>
  );
}

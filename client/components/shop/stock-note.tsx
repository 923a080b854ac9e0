import { LOW_STOCK_BELOW } from '@shared/shop';

/** "Only 3 left" under 5, "Sold out" at 0, nothing when there is plenty or the stock is not counted. */
export function StockNote({ stock, className = '' }: { stock: number | null; className?: string }) {
  if (stock === null || stock >= LOW_STOCK_BELOW) return null;
  return (
    <p className={`text-sm font-semibold ${stock === 0 ? 'text-danger-700' : 'text-ochre-700'} ${className}`}>
      {stock === 0 ? 'Sold out' : `Only ${stock} left`}
    </p>
  );
}

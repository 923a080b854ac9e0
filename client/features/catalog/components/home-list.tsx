import type { ReactNode } from 'react';
import { CardSkeletons } from '@client/components/ui/card-skeletons';

interface HomeListProps<T extends { id: string }> {
  /** Undefined while the home data loads: the list shows its cards' shapes. */
  items: readonly T[] | undefined;
  /** How many cards the section shows when full. */
  count: number;
  renderItem: (item: T) => ReactNode;
  columns: string;
  /** The shape of the cards' pictures, for the placeholders. */
  media: string;
  /** Shown when the catalogue has nothing of this kind yet. */
  emptyText: string;
  /** All lists but the first load quietly, so "Loading" is heard once. */
  quiet?: boolean;
}

/** A short list of the home screen: its placeholders while loading, its items, or a quiet note when empty. */
export function HomeList<T extends { id: string }>({
  items,
  count,
  renderItem,
  columns,
  media,
  emptyText,
  quiet = false,
}: HomeListProps<T>) {
  const grid = `grid grid-cols-1 gap-6 lg:gap-8 ${columns}`;
  if (!items) return <CardSkeletons count={count} className={grid} media={media} quiet={quiet} />;
  if (items.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-ink-900/20 px-6 py-10 text-center text-ink-500">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={grid}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

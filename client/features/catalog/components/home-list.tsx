import type { ReactNode } from 'react';

interface HomeListProps<T extends { id: string }> {
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  columns: string;
  /** Shown when the list is empty, which is also what a failed load looks like on the home screen. */
  emptyText: string;
}

/** A short list of the home screen; empty lists stay quiet (a failed load gives empty lists: docs/product.md §2). */
export function HomeList<T extends { id: string }>({ items, renderItem, columns, emptyText }: HomeListProps<T>) {
  if (items.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-ink-900/20 px-6 py-10 text-center text-ink-500">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={`grid grid-cols-1 gap-6 lg:gap-8 ${columns}`}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

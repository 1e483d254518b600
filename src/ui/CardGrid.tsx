// A list of cards in a responsive grid: one column on phones, up to `maxColumns` (1 to 4) on wide screens;
// the empty message when there are none.
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { EmptyState } from './EmptyState.tsx';

export type GridColumns = 1 | 2 | 3 | 4;

// Whole class names, so Tailwind finds them in the source.
const COLUMNS: Record<GridColumns, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
};

export function CardGrid<Item extends { id: string }>({
  label,
  items,
  renderItem,
  empty,
  maxColumns = 4,
  className,
}: {
  /** Names the list for screen readers, e.g. 'Insights'. */
  label: string;
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  empty: string;
  maxColumns?: GridColumns;
  className?: string;
}) {
  if (items.length === 0) return <EmptyState message={empty} />;
  return (
    <ul aria-label={label} className={cn('grid gap-4', COLUMNS[maxColumns], className)}>
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

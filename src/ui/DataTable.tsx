// A plain, accessible table of rows for admin lists; scrolls sideways on narrow screens. `actions` adds a
// last column of row buttons (IconButton: view, edit, delete), each named after its row.
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export function DataTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
  actions,
  actionsHeader = 'Actions',
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  empty: string;
  /** The row's buttons, e.g. `<IconButton label={`Edit ${row.name}`} icon={Pencil} … />`. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
}) {
  if (rows.length === 0) return <EmptyState message={empty} />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard (WCAG 2.1.1).
    <section className="overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3">
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3 text-right">
                {actionsHeader}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} className="px-4 py-3 text-slate-800">
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-4 py-2">
                  <div className="flex flex-wrap items-center justify-end gap-1">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

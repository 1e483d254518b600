// A plain, accessible table of rows for read-only admin lists; scrolls sideways on narrow screens.
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export function DataTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="p-6 text-sm text-slate-600">{empty}</p>;
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
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

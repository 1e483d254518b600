// The admin's read-only list of every insight, drafts included.
import { Badge } from '../../ui/Badge.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { AreaPage } from '../admin/AreaPage.tsx';
import type { AdminInsightRow } from './admin-list.server.ts';

export function AdminInsightList({ insights }: { insights: AdminInsightRow[] }) {
  return (
    <AreaPage
      heading="Insights Management"
      subtitle="Manage your insights and articles"
      listTitle={`${insights.length} insights`}
      listDescription="Every insight, newest first. Creating, editing and exporting open here in a coming release."
    >
      <DataTable
        caption="Insights"
        rows={insights}
        empty="No insights found matching your criteria."
        columns={[
          { header: 'Title', cell: (row) => <span className="font-medium text-slate-900">{row.title}</span> },
          {
            header: 'Category',
            cell: (row) => row.category.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
          },
          {
            header: 'Status',
            cell: (row) => (
              <Badge tone={row.status === 'published' ? 'green' : 'amber'}>
                {row.status === 'published' ? 'Published' : 'Draft'}
              </Badge>
            ),
          },
          { header: 'Date', cell: (row) => row.date },
          { header: 'Read Time', cell: (row) => row.read_time },
        ]}
      />
    </AreaPage>
  );
}

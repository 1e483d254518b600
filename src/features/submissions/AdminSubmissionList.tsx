// The admin's read-only list of contact submissions, newest first.
import { Badge } from '../../ui/Badge.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import type { AdminSubmissionRow } from './admin-list.server.ts';

const date = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'Australia/Brisbane' });

export function AdminSubmissionList({ submissions }: { submissions: AdminSubmissionRow[] }) {
  return (
    <DataTable
      caption="Contact submissions"
      rows={submissions}
      empty="No contact submissions found"
      columns={[
        { header: 'Name', cell: (row) => <span className="font-medium text-slate-900">{row.name}</span> },
        { header: 'Email', cell: (row) => row.email },
        { header: 'Company', cell: (row) => row.company || '-' },
        { header: 'Status', cell: (row) => <Badge>{row.status}</Badge> },
        { header: 'Priority', cell: (row) => <Badge tone={row.priority === 'high' ? 'red' : 'slate'}>{row.priority}</Badge> },
        { header: 'Date', cell: (row) => <time dateTime={row.createdAt}>{date.format(new Date(row.createdAt))}</time> },
      ]}
    />
  );
}

// The admin's list of enquiry e-mails that have not been delivered, with why and what happens next.
import { Badge } from '../../ui/Badge.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import type { UndeliveredEmailRow } from './undelivered-emails.server.ts';

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' });

export function UndeliveredEmailList({ emails }: { emails: UndeliveredEmailRow[] }) {
  return (
    <DataTable
      caption="Undelivered e-mails"
      rows={emails}
      empty="Every enquiry e-mail has been delivered."
      columns={[
        { header: 'To', cell: (row) => <span className="font-medium text-slate-900">{row.toAddress}</span> },
        { header: 'Subject', cell: (row) => row.subject },
        {
          header: 'State',
          cell: (row) => (row.status === 'failed' ? <Badge tone="red">failed</Badge> : <Badge>retrying</Badge>),
        },
        { header: 'Attempts', cell: (row) => row.attempts },
        { header: 'Last error', cell: (row) => row.lastError ?? '-' },
        {
          header: 'Next attempt',
          cell: (row) =>
            row.status === 'failed' ? (
              'None'
            ) : (
              <time dateTime={row.nextAttemptAt}>{dateTime.format(new Date(row.nextAttemptAt))}</time>
            ),
        },
      ]}
    />
  );
}

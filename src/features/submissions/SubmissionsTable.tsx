// The enquiries table (name with what needs an eye, e-mail, company, status, priority, Brisbane date,
// and the row's actions for its folder) and the retention panel under it.
import { AlertTriangle, Eye, Inbox, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Badge, StatusBadge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import {
  CHANNEL_LABELS,
  type Folder,
  PRIORITY_BADGES,
  SPAM_REASON_BADGES,
  STATUS_BADGES,
  SUBMISSION_MESSAGES,
} from './schema.ts';
import type { AdminSubmissionRow, SubmissionPage } from './types.ts';

export function RetentionPanel({ retention, onPurge }: { retention: SubmissionPage['retention']; onPurge: () => void }) {
  if (retention.days === null) {
    return (
      <p className="text-sm text-slate-600">
        Enquiries are kept until they are deleted: no retention period is set (ENQUIRY_RETENTION_DAYS).
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Retention period: {retention.days.toLocaleString('en-AU')} days.{' '}
        {retention.due === 1 ? '1 enquiry is older.' : `${retention.due.toLocaleString('en-AU')} enquiries are older.`}
      </p>
      <Button variant="outline" size="sm" disabled={retention.due === 0} onClick={onPurge}>
        <Trash2 aria-hidden="true" className="size-4" />
        Purge Old Enquiries
      </Button>
    </div>
  );
}

/** The name cell: the name, a booked call's badge, and what needs an admin's eye (suspected spam, an undelivered e-mail). */
function NameCell({ row }: { row: AdminSubmissionRow }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900">{row.name}</span>
      {row.channel === 'booked-call' && <Badge tone="blue">{CHANNEL_LABELS['booked-call']}</Badge>}
      {row.spamReason && <Badge tone="amber">{SPAM_REASON_BADGES[row.spamReason]}</Badge>}
      {row.undeliveredEmail && (
        <Badge tone="red" title="An e-mail about this enquiry was not delivered: open it to send again.">
          <AlertTriangle aria-hidden="true" className="mr-1 size-3" />
          E-mail not delivered
        </Badge>
      )}
    </span>
  );
}

export function SubmissionsTable({
  page,
  folder,
  actions,
}: {
  page: SubmissionPage;
  folder: Folder;
  actions: {
    view: (row: AdminSubmissionRow) => void;
    edit: (row: AdminSubmissionRow) => void;
    remove: (row: AdminSubmissionRow) => void;
    restore: (row: AdminSubmissionRow) => void;
    notSpam: (row: AdminSubmissionRow) => void;
  };
}) {
  return (
    <DataTable
      caption="Contact submissions"
      rows={page.submissions}
      empty={SUBMISSION_MESSAGES.empty}
      columns={[
        { header: 'Name', cell: (row) => <NameCell row={row} /> },
        { header: 'Email', cell: (row) => row.email },
        { header: 'Company', cell: (row) => row.company || '-' },
        { header: 'Status', cell: (row) => <StatusBadge value={row.status} map={STATUS_BADGES} /> },
        { header: 'Priority', cell: (row) => <StatusBadge value={row.priority} map={PRIORITY_BADGES} /> },
        {
          header: 'Date',
          cell: (row) => (
            <time dateTime={row.createdAt} className="whitespace-nowrap">
              {brisbaneDateTime(row.createdAt)}
            </time>
          ),
        },
      ]}
      actions={(row) => (
        <>
          <IconButton label={`View enquiry from ${row.name}`} icon={Eye} onClick={() => actions.view(row)} />
          {folder === 'deleted' ? (
            <IconButton label={`Restore enquiry from ${row.name}`} icon={RotateCcw} onClick={() => actions.restore(row)} />
          ) : (
            <>
              {folder === 'spam' && (
                <IconButton
                  label={`Move enquiry from ${row.name} to the inbox`}
                  icon={Inbox}
                  onClick={() => actions.notSpam(row)}
                />
              )}
              <IconButton label={`Edit enquiry from ${row.name}`} icon={Pencil} onClick={() => actions.edit(row)} />
              <IconButton label={`Delete enquiry from ${row.name}`} icon={Trash2} danger onClick={() => actions.remove(row)} />
            </>
          )}
        </>
      )}
    />
  );
}

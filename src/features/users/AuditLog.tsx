// The audit log as the dashboard shows it to admins: who changed what, newest first. Each entry arrives
// with its sentence, worded by the area that wrote it (src/server/areas.ts composes them).
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import type { AuditLogItem, AuditLogLine } from './types.ts';

/** Who made the change: their name at the time with their e-mail, kept after their account is removed. */
export function describeActor(entry: AuditLogItem): string {
  if (entry.userName && entry.userEmail) return `${entry.userName} (${entry.userEmail})`;
  return entry.userName ?? entry.userEmail ?? 'Someone';
}

export function AuditLogList({ entries }: { entries: AuditLogLine[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No changes have been made in the admin yet.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium text-slate-900">{describeActor(entry)}</span>{' '}
            <span className="text-slate-700">{entry.sentence}</span>
          </span>
          <time dateTime={entry.createdAt} className="text-xs text-slate-600">
            {brisbaneDateTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}

export function AuditLogCard({ entries }: { entries: AuditLogLine[] }) {
  return (
    <Card>
      <CardHeader title="Recent Activity" description="Every change made in the admin, newest first." />
      <CardContent>
        <AuditLogList entries={entries} />
      </CardContent>
    </Card>
  );
}

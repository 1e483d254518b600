// The audit log as the dashboard shows it to admins: who changed what, newest first.
import { Card, CardContent, CardHeader } from '../../ui/Card.tsx';
import type { AuditLogItem } from './types.ts';

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Brisbane' });

function describeChange(entry: AuditLogItem): string {
  const details = entry.details ?? {};
  const subject = typeof details.email === 'string' ? details.email : (entry.entityId ?? entry.entityType);
  switch (entry.action) {
    case 'user.create':
      return `created ${subject} as ${String(details.role ?? 'no role')}`;
    case 'user.role-change':
      return `changed the role of ${subject} from ${String(details.from ?? 'none')} to ${String(details.to)}`;
    case 'user.password-reset':
      return `reset the password of ${subject}`;
    case 'user.password-set':
      return `set the password of ${subject}`;
    case 'user.delete':
      return `deleted ${subject}`;
    case 'user.two-factor-on':
      return 'turned on two-factor sign-in';
    case 'user.two-factor-off':
      return 'turned off two-factor sign-in';
    default:
      return `${entry.action} ${entry.entityType}${entry.entityId ? ` ${entry.entityId}` : ''}`;
  }
}

export function AuditLogList({ entries }: { entries: AuditLogItem[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No changes have been made in the admin yet.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium text-slate-900">{entry.userEmail ?? 'Someone'}</span>{' '}
            <span className="text-slate-700">{describeChange(entry)}</span>
          </span>
          <time dateTime={entry.createdAt} className="text-xs text-slate-600">
            {dateTime.format(new Date(entry.createdAt))}
          </time>
        </li>
      ))}
    </ol>
  );
}

export function AuditLogCard({ entries }: { entries: AuditLogItem[] }) {
  return (
    <Card>
      <CardHeader title="Recent Activity" description="Every change made in the admin, newest first." />
      <CardContent>
        <AuditLogList entries={entries} />
      </CardContent>
    </Card>
  );
}

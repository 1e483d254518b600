// The /admin dashboard: one card per area the role may open, and the audit log for admins.
import { FileText, Image, Inbox, type LucideIcon, Users, UsersRound } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../ui/Card.tsx';
import type { StaffUser } from './access.ts';
import { dashboardCards } from './dashboard.ts';
import type { AuditLogItem } from './types.ts';

const ICONS: Record<string, LucideIcon> = {
  '/admin/insights': FileText,
  '/admin/images': Image,
  '/admin/team': UsersRound,
  '/admin/contact-submissions': Inbox,
  '/admin/users': Users,
};

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

export interface DashboardProps {
  user: StaffUser;
  /** The newest audit entries; null for non-admins, who may not read them. */
  auditLog: AuditLogItem[] | null;
}

export function Dashboard({ user, auditLog }: DashboardProps) {
  const cards = dashboardCards(user);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold text-brand-900">Dashboard</h1>
        <p className="mt-1 text-slate-600">Welcome back. Choose an area to work on.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => {
          const Icon = ICONS[card.href] ?? FileText;
          return (
            <li key={card.href}>
              <Card className="flex h-full flex-col p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h2 className="mt-3 text-lg font-semibold text-slate-900">{card.title}</h2>
                <p className="mt-1 flex-1 text-sm text-slate-600">{card.description}</p>
                <a
                  href={card.href}
                  className="mt-4 inline-flex h-9 items-center justify-center self-start rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {card.action}
                  <span className="sr-only"> {card.actionObject}</span>
                </a>
              </Card>
            </li>
          );
        })}
      </ul>
      {auditLog && (
        <Card>
          <CardHeader title="Recent Activity" description="Every change made in the admin, newest first." />
          <CardContent>
            <AuditLogList entries={auditLog} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

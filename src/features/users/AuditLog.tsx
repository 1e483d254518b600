// The audit log as the dashboard shows it to admins: who changed what, newest first.
import { Card, CardContent, CardHeader } from '#src/ui/Card.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import type { AuditLogItem } from './types.ts';

/** An enquiry by the start of its id: audit rows hold no visitor's details, so they say nothing once it is purged. */
const enquiry = (entry: AuditLogItem) => `enquiry ${(entry.entityId ?? '').slice(0, 8)}`;

/** Who made the change: their name at the time with their e-mail, kept after their account is removed. */
export function describeActor(entry: AuditLogItem): string {
  if (entry.userName && entry.userEmail) return `${entry.userName} (${entry.userEmail})`;
  return entry.userName ?? entry.userEmail ?? 'Someone';
}

export function describeChange(entry: AuditLogItem): string {
  const details = entry.details ?? {};
  const subject = typeof details.email === 'string' ? details.email : (entry.entityId ?? entry.entityType);
  const named = typeof details.name === 'string' && details.name !== '' ? `${details.name} (${subject})` : subject;
  const member = String(details.name ?? 'a team member');
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
      return `removed the account of ${named}`;
    case 'user.display-name':
      return `changed their display name from ${String(details.from || 'none')} to ${String(details.to)}`;
    case 'user.password-change':
      return 'changed their own password';
    case 'user.session-end':
      return `signed out their session on ${String(details.device ?? 'another device')}`;
    case 'user.sessions-end-others':
      return `signed out ${String(details.count ?? 0)} other session(s)`;
    case 'user.reauthenticate':
      return `confirmed their identity with their ${String(details.method ?? 'password')}`;
    case 'user.reauthenticate-failed':
      return `entered a wrong ${String(details.method ?? 'password')} to confirm their identity`;
    case 'user.two-factor-on':
      return 'turned on two-factor sign-in';
    case 'user.two-factor-off':
      return 'turned off two-factor sign-in';
    case 'user.invite':
      return details.existingAccount
        ? `invited ${subject}, who already has an account (sent a note instead of a link)`
        : `invited ${subject} by e-mail as ${String(details.role)}`;
    case 'user.invite-resend':
      return `sent the invitation to ${subject} again`;
    case 'user.invite-revoke':
      return `revoked the invitation to ${subject}`;
    case 'user.invite-accept':
      return `accepted their invitation as ${String(details.role ?? 'no role')}`;
    case 'user.password-reset-by-link':
      return 'reset their forgotten password with an e-mailed link';
    case 'user.password-reset-command-line':
      return `had their password reset with npm run user:reset-password${details.twoFactorTurnedOff ? ', two-factor sign-in turned off' : ''}`;
    case 'team.create':
      return 'added a new team member';
    case 'team.update':
      return `updated team member ${member} (${String(details.changed ?? 'details')})`;
    case 'team.delete':
      return `deleted team member ${member}`;
    case 'team.photo-upload':
      return `uploaded a photo of ${member}`;
    case 'team.photo-delete':
      return `removed the photo of ${member}`;
    case 'team.move':
      return `moved team member ${member} ${String(details.direction)} to position ${String(details.position)}`;
    case 'submission.update':
      return `set ${enquiry(entry)} to ${String(details.status)}, ${String(details.priority)} priority`;
    case 'submission.delete':
      return `deleted ${enquiry(entry)} (restorable for ${String(details.keptDays ?? 30)} days)`;
    case 'submission.restore':
      return `restored ${enquiry(entry)}`;
    case 'submission.not-spam':
      return `moved ${enquiry(entry)} from suspected spam to the inbox`;
    case 'submission.email-resend':
      return `sent an e-mail about ${enquiry(entry)} again`;
    case 'submission.export':
      return `exported ${String(details.count)} enquiries to CSV`;
    case 'submission.purge':
      return `purged ${String(details.count)} enquiries older than ${String(details.olderThanDays)} days`;
    case 'webhook.create':
      return `added the webhook endpoint ${String(details.url)} (${String(details.events)})`;
    case 'webhook.update':
      return details.urlBefore
        ? `moved the webhook endpoint ${String(details.urlBefore)} to ${String(details.url)} (${String(details.events)})`
        : `changed the webhook endpoint ${String(details.url)} (${String(details.events)})`;
    case 'webhook.delete':
      return `deleted the webhook endpoint ${String(details.url)}`;
    case 'webhook.rotate-secret':
      return `rotated the signing secret of ${String(details.url)}`;
    case 'webhook.pause':
      return `paused the webhook endpoint ${String(details.url)}`;
    case 'webhook.resume':
      return `resumed the webhook endpoint ${String(details.url)}`;
    case 'webhook.test':
      return `sent a test ${String(details.type)} event to ${String(details.url)}`;
    case 'webhook.replay':
      return `replayed webhook event ${String(details.event)}`;
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
            <span className="font-medium text-slate-900">{describeActor(entry)}</span>{' '}
            <span className="text-slate-700">{describeChange(entry)}</span>
          </span>
          <time dateTime={entry.createdAt} className="text-xs text-slate-600">
            {brisbaneDateTime(entry.createdAt)}
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

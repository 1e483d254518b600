// How the inbox's audit rows read on the dashboard (inbox-changes.server.ts and inbox-export.server.ts
// write them). An enquiry is named by the start of its id: audit rows hold no visitor's details, so they
// say nothing once it is purged. (The enquiry's own history words them from inside it: inbox-workflow.)
import { type AuditSentences, detail, plural, shortId } from '../admin/audit-sentences.ts';
import { unassignedBecause } from './inbox-workflow.server.ts';
import { SOFT_DELETE_DAYS } from './schema.ts';

const enquiry = (id: string | null) => `enquiry ${shortId(id)}`;

export const SUBMISSION_AUDIT_SENTENCES: AuditSentences = {
  'submission.update': ({ entityId, details }) =>
    `set ${enquiry(entityId)} to ${detail(details.status)}, ${detail(details.priority)} priority`,
  'submission.assign': ({ entityId, details }) => {
    if (details.toName) return `assigned ${enquiry(entityId)} to ${detail(details.toName)}`;
    const why = unassignedBecause(details.reason);
    return `unassigned ${enquiry(entityId)} (was ${detail(details.fromName, 'nobody')})${why ? `: ${why}` : ''}`;
  },
  'submission.note': ({ entityId }) => `added a note to ${enquiry(entityId)}`,
  'submission.delete': ({ entityId, details }) =>
    `deleted ${enquiry(entityId)} (restorable for ${detail(details.keptDays, String(SOFT_DELETE_DAYS))} days)`,
  'submission.restore': ({ entityId }) => `restored ${enquiry(entityId)}`,
  'submission.not-spam': ({ entityId }) => `moved ${enquiry(entityId)} from suspected spam to the inbox`,
  'submission.email-resend': ({ entityId }) => `sent an e-mail about ${enquiry(entityId)} again`,
  'submission.export': ({ details }) => `exported ${plural(details.count, 'enquiry', 'enquiries')} to CSV`,
  'submission.purge': ({ details }) =>
    `purged ${plural(details.count, 'enquiry', 'enquiries')} older than ${detail(details.olderThanDays)} days`,
};

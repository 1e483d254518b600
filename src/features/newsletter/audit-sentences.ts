// How the newsletter's audit rows read on the dashboard (subscribers-admin.server.ts and
// campaigns.server.ts write them): a subscriber by a short id, never their address (a deleted one's
// address must not outlive them in the log).
import { type AuditSentences, detail, plural, shortId } from '../admin/audit-sentences.ts';

export const NEWSLETTER_AUDIT_SENTENCES: AuditSentences = {
  'subscriber.import': ({ details }) =>
    `imported ${plural(details.added, 'subscriber', 'subscribers')} from CSV${Number(details.skipped) > 0 ? ` (${detail(details.skipped)} already listed)` : ''}`,
  'subscriber.unsubscribe': ({ entityId }) => `unsubscribed subscriber ${shortId(entityId)}`,
  'subscriber.delete': ({ entityId }) => `deleted subscriber ${shortId(entityId)} for good`,
  'newsletter.send': ({ details }) => `sent the insight ${detail(details.insight, '')} as a newsletter`,
  'newsletter.schedule': ({ details }) => `scheduled the insight ${detail(details.insight, '')} as a newsletter`,
};

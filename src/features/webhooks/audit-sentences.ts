// How the webhooks' audit rows read on the dashboard (webhooks.server.ts writes them): an endpoint by its
// address, never its secret.
import { type AuditSentences, detail } from '../admin/audit-sentences.ts';

const url = (details: Record<string, unknown>) => detail(details.url, 'an endpoint');

export const WEBHOOK_AUDIT_SENTENCES: AuditSentences = {
  'webhook.create': ({ details }) => `added the webhook endpoint ${url(details)} (${detail(details.events)})`,
  'webhook.update': ({ details }) =>
    details.urlBefore
      ? `moved the webhook endpoint ${detail(details.urlBefore)} to ${url(details)} (${detail(details.events)})`
      : `changed the webhook endpoint ${url(details)} (${detail(details.events)})`,
  'webhook.delete': ({ details }) => `deleted the webhook endpoint ${url(details)}`,
  'webhook.rotate-secret': ({ details }) => `rotated the signing secret of ${url(details)}`,
  'webhook.pause': ({ details }) => `paused the webhook endpoint ${url(details)}`,
  'webhook.resume': ({ details }) => `resumed the webhook endpoint ${url(details)}`,
  'webhook.test': ({ details }) => `sent a test ${detail(details.type, 'event')} event to ${url(details)}`,
  'webhook.replay': ({ details }) => `replayed webhook event ${detail(details.event)}`,
};

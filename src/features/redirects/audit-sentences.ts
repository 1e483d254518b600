// How the redirects' audit rows read on the dashboard (redirects.server.ts writes them): a redirect by
// its old and new addresses.
import { type AuditSentences, detail, plural } from '../admin/audit-sentences.ts';

const rule = (details: Record<string, unknown>) =>
  `${detail(details.from, 'an address')} → ${detail(details.to, 'another')}${details.status ? ` (${detail(details.status)})` : ''}`;

export const REDIRECT_AUDIT_SENTENCES: AuditSentences = {
  'redirect.create': ({ details }) => `added the redirect ${rule(details)}`,
  'redirect.update': ({ details }) =>
    `changed the redirect ${details.before ? `${detail(details.before)} to ` : ''}${rule(details)}`,
  'redirect.delete': ({ details }) => `deleted the redirect ${rule(details)}`,
  'redirect.import': ({ details }) =>
    `imported redirects from CSV (${plural(details.added, 'redirect', 'redirects')} added, ${detail(details.updated, '0')} updated)`,
  'redirect.address-change': ({ details }) =>
    `moved ${detail(details.from, 'an address')} to ${detail(details.to, 'a new one')}, with a permanent redirect`,
};

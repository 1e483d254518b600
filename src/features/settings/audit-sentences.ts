// How the site settings' audit rows read on the dashboard (settings.server.ts writes them, keyed by the
// document: the firm's details or the Privacy Policy).
import { type AuditSentences, detail, restoredVersion } from '../admin/audit-sentences.ts';
import { FIRM_SETTINGS_KEY, PRIVACY_SETTINGS_KEY } from './settings.server.ts';

const DOCUMENT_NAMES: Record<string, string> = {
  [FIRM_SETTINGS_KEY]: "the firm's details",
  [PRIVACY_SETTINGS_KEY]: 'the Privacy Policy',
};
const documentName = (key: string | null) => (key && DOCUMENT_NAMES[key]) || 'the site settings';

export const SETTINGS_AUDIT_SENTENCES: AuditSentences = {
  'settings.update': ({ entityId, details }) => `changed ${documentName(entityId)} (${detail(details.changed, 'no changes')})`,
  'settings.restore': ({ entityId, details }) => `restored ${restoredVersion(details)} of ${documentName(entityId)}`,
};

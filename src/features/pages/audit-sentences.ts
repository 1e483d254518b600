// How the page copy's audit rows read on the dashboard (copy.server.ts writes them, keyed by the page's
// id); the page's name comes from the list of fixed pages, so every row reads by name.
import { type AuditSentences, detail, restoredVersion } from '../admin/audit-sentences.ts';
import { COPY_PAGES, isCopyPageId } from './schema.ts';

const page = (id: string | null) => (id && isCopyPageId(id) ? `the ${COPY_PAGES[id].title} page` : `the page ${id ?? ''}`.trim());

export const PAGE_AUDIT_SENTENCES: AuditSentences = {
  'page.draft': ({ entityId, details }) => `saved a draft of ${page(entityId)} (${detail(details.changed, 'no changes')})`,
  'page.publish': ({ entityId, details }) => `published ${page(entityId)} (${detail(details.changed, 'no changes')})`,
  'page.restore': ({ entityId, details }) => `restored ${restoredVersion(details)} of ${page(entityId)}`,
};

// How the insights' audit rows read on the dashboard (editor-writes.server.ts and editor-export.server.ts
// write them); each row about one insight holds its title, so a deleted one still reads by name.
import { type AuditSentences, detail, plural, restoredVersion, titled } from '../admin/audit-sentences.ts';

export const INSIGHT_AUDIT_SENTENCES: AuditSentences = {
  'insight.create': ({ details }) =>
    `created the insight${titled(details.title)}${details.status === 'published' ? ', published' : ' as a draft'}`,
  'insight.update': ({ details }) =>
    `updated the insight${titled(details.title)} (${detail(details.changed, 'details')})` +
    (details.previousAddress ? `; its address was ${detail(details.previousAddress)}` : ''),
  'insight.restore': ({ details }) => `restored ${restoredVersion(details)} of the insight${titled(details.title)}`,
  'insight.conversion': ({ details }) =>
    `converted the insight${titled(details.title)} to Australian English (${plural(details.corrections, 'correction', 'corrections')})`,
  'insight.delete': ({ details }) => `deleted the insight${titled(details.title)}`,
  'insight.convert-all': ({ details }) =>
    `converted ${plural(details.converted, 'insight', 'insights')} to Australian English (${plural(details.corrections, 'correction', 'corrections')})` +
    (details.unconverted ? `; left unchanged: ${detail(details.unconverted)}` : ''),
  'insight.export': ({ details }) => `exported ${plural(details.count, 'insight', 'insights')} to CSV`,
};

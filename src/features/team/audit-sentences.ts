// How the team's audit rows read on the dashboard (team.server.ts writes them, each naming the member).
import { type AuditSentences, detail, restoredVersion } from '../admin/audit-sentences.ts';

type Details = Record<string, unknown>;
const name = (details: Details) => detail(details.name, 'a team member');
const member = (details: Details) => (detail(details.name) ? `team member ${detail(details.name)}` : 'a team member');

export const TEAM_AUDIT_SENTENCES: AuditSentences = {
  'team.create': () => 'added a new team member',
  'team.update': ({ details }) => `updated ${member(details)} (${detail(details.changed, 'details')})`,
  'team.restore': ({ details }) => `restored ${restoredVersion(details)} of ${member(details)}`,
  'team.delete': ({ details }) => `deleted ${member(details)}`,
  'team.photo-upload': ({ details }) => `uploaded a photo of ${name(details)}`,
  'team.photo-delete': ({ details }) => `removed the photo of ${name(details)}`,
  'team.move': ({ details }) => `moved ${member(details)} ${detail(details.direction)} to position ${detail(details.position)}`,
};

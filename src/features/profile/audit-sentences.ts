// How a member's changes to their own account read on the dashboard: those on their profile
// (profile.server.ts) and two-factor sign-in turned on or off (written by auth/auth-door.server.ts).
import { type AuditSentences, detail } from '../admin/audit-sentences.ts';

export const PROFILE_AUDIT_SENTENCES: AuditSentences = {
  'user.display-name': ({ details }) =>
    `changed their display name from ${detail(details.from, 'none')} to ${detail(details.to, 'none')}`,
  'user.password-change': () => 'changed their own password',
  'user.session-end': ({ details }) => `signed out their session on ${detail(details.device, 'another device')}`,
  'user.sessions-end-others': ({ details }) => `signed out ${detail(details.count, '0')} other session(s)`,
  'user.two-factor-on': () => 'turned on two-factor sign-in',
  'user.two-factor-off': () => 'turned off two-factor sign-in',
};

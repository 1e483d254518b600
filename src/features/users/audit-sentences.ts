// How account changes read on the dashboard: those made in Users & Roles (user-management.server.ts),
// and those auth/ writes for it (invitations, password resets, confirming one's identity), since auth
// sits below the audit trail. A member's own profile changes are profile/'s.
import { type AuditSentences, detail } from '../admin/audit-sentences.ts';

type Details = Record<string, unknown>;
const subject = (entityId: string | null, details: Details) => detail(details.email, entityId ?? 'an account');

export const USER_AUDIT_SENTENCES: AuditSentences = {
  'user.create': ({ entityId, details }) => `created ${subject(entityId, details)} as ${detail(details.role, 'no role')}`,
  'user.role-change': ({ entityId, details }) =>
    `changed the role of ${subject(entityId, details)} from ${detail(details.from, 'none')} to ${detail(details.to, 'none')}`,
  'user.password-reset': ({ entityId, details }) => `reset the password of ${subject(entityId, details)}`,
  'user.password-set': ({ entityId, details }) => `set the password of ${subject(entityId, details)}`,
  'user.delete': ({ entityId, details }) => {
    const name = detail(details.name);
    return `removed the account of ${name ? `${name} (${subject(entityId, details)})` : subject(entityId, details)}`;
  },
  'user.invite': ({ entityId, details }) =>
    details.existingAccount
      ? `invited ${subject(entityId, details)}, who already has an account (sent a note instead of a link)`
      : `invited ${subject(entityId, details)} by e-mail as ${detail(details.role, 'no role')}`,
  'user.invite-resend': ({ entityId, details }) => `sent the invitation to ${subject(entityId, details)} again`,
  'user.invite-revoke': ({ entityId, details }) => `revoked the invitation to ${subject(entityId, details)}`,
  'user.invite-accept': ({ details }) => `accepted their invitation as ${detail(details.role, 'no role')}`,
  'user.password-reset-by-link': () => 'reset their forgotten password with an e-mailed link',
  'user.password-reset-command-line': ({ details }) =>
    `had their password reset with npm run user:reset-password${details.twoFactorTurnedOff ? ', two-factor sign-in turned off' : ''}`,
  'user.reauthenticate': ({ details }) => `confirmed their identity with their ${detail(details.method, 'password')}`,
  'user.reauthenticate-failed': ({ details }) =>
    `entered a wrong ${detail(details.method, 'password')} to confirm their identity`,
};

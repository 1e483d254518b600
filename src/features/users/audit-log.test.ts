// The audit log's sentences for the team's, the inbox's and the webhooks' changes, as the dashboard shows them.
import { describe, expect, it } from 'vitest';
import { describeActor, describeChange } from './AuditLog.tsx';
import type { AuditLogItem } from './types.ts';

const entry = (
  action: string,
  details: Record<string, unknown> = {},
  entityId: string | null = 'a1b2c3d4-e5f6',
): AuditLogItem => ({
  id: 'x',
  userEmail: 'boss@calderrowe.com.au',
  userName: null,
  action,
  entityType: action.split('.')[0] ?? '',
  entityId,
  details,
  createdAt: '2026-03-04T00:00:00.000Z',
});

describe('audit log sentences', () => {
  it.each([
    [entry('team.create', { name: 'New Team Member' }), 'added a new team member'],
    [entry('team.update', { name: 'Jordan Rowe', changed: 'name, bio' }), 'updated team member Jordan Rowe (name, bio)'],
    [entry('team.delete', { name: 'Jordan Rowe' }), 'deleted team member Jordan Rowe'],
    [entry('team.photo-upload', { name: 'Jordan Rowe' }), 'uploaded a photo of Jordan Rowe'],
    [entry('team.photo-delete', { name: 'Jordan Rowe' }), 'removed the photo of Jordan Rowe'],
    [entry('team.move', { name: 'Jordan Rowe', direction: 'up', position: 2 }), 'moved team member Jordan Rowe up to position 2'],
    [
      entry('submission.update', { status: 'In Progress', priority: 'High' }),
      'set enquiry a1b2c3d4 to In Progress, High priority',
    ],
    [entry('submission.delete', { keptDays: 30 }), 'deleted enquiry a1b2c3d4 (restorable for 30 days)'],
    [entry('submission.restore'), 'restored enquiry a1b2c3d4'],
    [entry('submission.not-spam', { reason: 'too-fast' }), 'moved enquiry a1b2c3d4 from suspected spam to the inbox'],
    [entry('submission.email-resend', { kind: 'contact-notification' }), 'sent an e-mail about enquiry a1b2c3d4 again'],
    [entry('submission.export', { count: 12, folder: 'inbox' }, null), 'exported 12 enquiries to CSV'],
    [entry('submission.purge', { count: 4, olderThanDays: 730 }, null), 'purged 4 enquiries older than 730 days'],
    [entry('user.reauthenticate', { method: 'password' }), 'confirmed their identity with their password'],
    [
      entry('user.reauthenticate-failed', { method: 'authenticator code' }),
      'entered a wrong authenticator code to confirm their identity',
    ],
    [entry('user.delete', { email: 'jo@example.com', name: 'Jo Smith' }), 'removed the account of Jo Smith (jo@example.com)'],
    [entry('user.delete', { email: 'jo@example.com', name: null }), 'removed the account of jo@example.com'],
    [entry('user.display-name', { from: '', to: 'Jo Smith' }), 'changed their display name from none to Jo Smith'],
    [entry('user.password-change'), 'changed their own password'],
    [entry('user.session-end', { device: 'Chrome on macOS' }), 'signed out their session on Chrome on macOS'],
    [entry('user.sessions-end-others', { count: 2 }), 'signed out 2 other session(s)'],
    [entry('user.invite', { email: 'ella@example.com', role: 'editor' }), 'invited ella@example.com by e-mail as editor'],
    [
      entry('user.invite', { email: 'boss@calderrowe.com.au', role: 'viewer', existingAccount: true }),
      'invited boss@calderrowe.com.au, who already has an account (sent a note instead of a link)',
    ],
    [entry('user.invite-resend', { email: 'ella@example.com' }), 'sent the invitation to ella@example.com again'],
    [entry('user.invite-revoke', { email: 'ella@example.com' }), 'revoked the invitation to ella@example.com'],
    [entry('user.invite-accept', { email: 'ella@example.com', role: 'editor' }), 'accepted their invitation as editor'],
    [entry('user.password-reset-by-link', { email: 'vera@example.com' }), 'reset their forgotten password with an e-mailed link'],
    [
      entry('user.password-reset-command-line', { email: 'admin@example.com', twoFactorTurnedOff: true }),
      'had their password reset with npm run user:reset-password, two-factor sign-in turned off',
    ],
    [
      entry('webhook.create', { url: 'https://hooks.example.com/a', events: 'enquiry.created, enquiry.updated' }),
      'added the webhook endpoint https://hooks.example.com/a (enquiry.created, enquiry.updated)',
    ],
    [
      entry('webhook.update', { url: 'https://b.example.com/', events: 'enquiry.created', urlBefore: 'https://a.example.com/' }),
      'moved the webhook endpoint https://a.example.com/ to https://b.example.com/ (enquiry.created)',
    ],
    [
      entry('webhook.update', { url: 'https://b.example.com/', events: 'enquiry.created' }),
      'changed the webhook endpoint https://b.example.com/ (enquiry.created)',
    ],
    [entry('webhook.delete', { url: 'https://b.example.com/' }), 'deleted the webhook endpoint https://b.example.com/'],
    [entry('webhook.rotate-secret', { url: 'https://b.example.com/' }), 'rotated the signing secret of https://b.example.com/'],
    [entry('webhook.pause', { url: 'https://b.example.com/' }), 'paused the webhook endpoint https://b.example.com/'],
    [
      entry('webhook.resume', { url: 'https://b.example.com/', reason: 'gone' }),
      'resumed the webhook endpoint https://b.example.com/',
    ],
    [
      entry('webhook.test', { url: 'https://b.example.com/', type: 'booking.created' }),
      'sent a test booking.created event to https://b.example.com/',
    ],
    [entry('webhook.replay', { delivery: 'd', event: 'msg_abc' }), 'replayed webhook event msg_abc'],
  ])('describes %j', (item, sentence) => {
    expect(describeChange(item)).toBe(sentence);
  });

  it('names who made a change by the name they had then, with their e-mail, or the e-mail alone', () => {
    expect(describeActor({ ...entry('user.create'), userName: 'Dana Calder' })).toBe('Dana Calder (boss@calderrowe.com.au)');
    expect(describeActor(entry('user.create'))).toBe('boss@calderrowe.com.au');
    expect(describeActor({ ...entry('user.create'), userEmail: null })).toBe('Someone');
  });
});

// The audit trail's one wording: every action written anywhere in src/features has a sentence from the
// area that writes it, rows read with the item's name, and an action no area knows still reads as words.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { recordAudit } from '../features/admin/audit.server.ts';
import { type AuditedChange, composeAuditSentences, describeAuditChange } from '../features/admin/audit-sentences.ts';
import { BOOKING_OUTCOMES } from '../features/bookings/booking-terms.ts';
import { AUDIT_SENTENCES } from './areas.ts';
import { readRecentActivity } from './dashboard.ts';

const entry = (
  action: string,
  details: Record<string, unknown> = {},
  entityId: string | null = 'a1b2c3d4-e5f6',
): AuditedChange => ({
  action,
  entityType: action.split('.')[0] ?? '',
  entityId,
  details,
});
const describeChange = (change: AuditedChange) => describeAuditChange(AUDIT_SENTENCES, change);

/** Every non-test source file of the features, with its text. */
function featureSources(): { file: string; text: string }[] {
  const root = join(import.meta.dirname, '../features');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|testing)\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
}

/**
 * Actions whose verb is a variable at the call, with the values it takes. A new call whose verb is
 * neither a literal nor listed here fails the test below, so its actions cannot go unworded.
 */
const VERBS_OF_VARIABLES: Record<string, readonly string[]> = {
  // inbox-changes.server.ts: changeSubmission's action, read from its calls in writtenActions.
  'submission:action': [],
  'booking:outcome': BOOKING_OUTCOMES,
};
/** The editing kit (editing/versioned-record.server.ts) audits each save under its reason, named by the area's writer. */
const DOCUMENT_REASONS: Record<string, readonly string[]> = {
  settings: ['update', 'restore'],
  page: ['draft', 'publish', 'restore'],
  team: ['update', 'restore'],
  insight: ['update', 'restore', 'conversion'],
};

/** Every action code the features write, found in their source. */
function writtenActions(): { codes: Set<string>; unknown: string[] } {
  const codes = new Set<string>();
  const unknown: string[] = [];
  const sources = featureSources();
  const all = sources.map((source) => source.text).join('\n');
  // Full codes given to recordAudit or auth's recordChange: `action: 'user.create'` (ternaries too).
  for (const [, expression] of all.matchAll(/\baction:\s*([^,\n]+)/g)) {
    for (const [, code] of (expression ?? '').matchAll(/'([a-z]+\.[a-z-]+)'/g)) codes.add(code as string);
  }
  // Each area's writer, `const auditTeam = audit({ type: …, actionPrefix: 'team' })`, and its calls.
  for (const [, writer, prefix] of all.matchAll(/(\w+)\s*[:=]\s*audit\(\{\s*type:\s*[^,]+,\s*actionPrefix:\s*'(\w+)'/g)) {
    // A versioned record's writer (`audit: audit({ … })`, or `audit: auditPage`) is called with its save's reason.
    if (writer === 'audit' || all.includes(`audit: ${writer},`)) {
      const reasons = DOCUMENT_REASONS[prefix as string];
      if (reasons) for (const verb of reasons) codes.add(`${prefix}.${verb}`);
      else unknown.push(`${prefix}: a versioned document's reasons`);
    }
    if (writer === 'audit') continue;
    const calls = all.matchAll(new RegExp(`\\b${writer}\\(\\s*[^,()]+,\\s*[^,()]+,\\s*(.+?),\\s*[\\w.]+,`, 'g'));
    for (const [, expression = ''] of calls) {
      // A literal verb, or a choice of two: `photo ? 'photo-upload' : 'photo-delete'`.
      const literal = /^'([a-z-]+)'$/.exec(expression) ?? /^.+?\?\s*'([a-z-]+)'\s*:\s*'([a-z-]+)'$/.exec(expression);
      const verbs = literal ? literal.slice(1) : VERBS_OF_VARIABLES[`${prefix}:${expression}`];
      if (verbs) for (const verb of verbs) codes.add(`${prefix}.${verb}`);
      else unknown.push(`${prefix}: ${expression}`);
    }
  }
  for (const [, verb] of all.matchAll(/changeSubmission\(\s*database,\s*actor,\s*id,\s*'([a-z-]+)'/g))
    codes.add(`submission.${verb}`);
  return { codes, unknown };
}

describe('the audit trail', () => {
  it('has a sentence for every action written in src/features', () => {
    const { codes, unknown } = writtenActions();
    expect(unknown, 'an audit call whose action is a variable: list its values in VERBS_OF_VARIABLES').toEqual([]);
    // The scan itself finds the actions of every kind of writer.
    expect(codes).toContain('user.two-factor-off');
    expect(codes).toContain('team.photo-delete');
    expect(codes).toContain('submission.not-spam');
    expect(codes).toContain('booking.missed');
    expect(codes).toContain('page.publish');
    expect(codes.size).toBeGreaterThan(70);
    expect([...codes].filter((code) => !Object.hasOwn(AUDIT_SENTENCES, code))).toEqual([]);
  });

  it('refuses two areas describing one action', () => {
    const sentences = { 'team.move': () => 'moved' };
    expect(() =>
      composeAuditSentences([
        { id: 'team', auditSentences: sentences },
        { id: 'other', auditSentences: sentences },
      ]),
    ).toThrow('Two areas describe the audit action "team.move" (one is other)');
  });

  it.each([
    [entry('team.create', { name: 'New Team Member' }), 'added a new team member'],
    [entry('team.update', { name: 'Jordan Rowe', changed: 'name, bio' }), 'updated team member Jordan Rowe (name, bio)'],
    [entry('team.restore', { name: 'Jordan Rowe', restoredVersion: 2 }), 'restored version 2 of team member Jordan Rowe'],
    [entry('team.delete', { name: 'Jordan Rowe' }), 'deleted team member Jordan Rowe'],
    [entry('team.photo-upload', { name: 'Jordan Rowe' }), 'uploaded a photo of Jordan Rowe'],
    [entry('team.photo-delete', { name: 'Jordan Rowe' }), 'removed the photo of Jordan Rowe'],
    [entry('team.move', { name: 'Jordan Rowe', direction: 'up', position: 2 }), 'moved team member Jordan Rowe up to position 2'],
    [
      entry('submission.update', { status: 'In Progress', priority: 'High' }),
      'set enquiry a1b2c3d4 to In Progress, High priority',
    ],
    [entry('submission.assign', { toName: 'Dana Calder' }), 'assigned enquiry a1b2c3d4 to Dana Calder'],
    [
      entry('submission.assign', { toName: null, fromName: 'Jo', reason: 'account-removed' }),
      'unassigned enquiry a1b2c3d4 (was Jo): their account was removed',
    ],
    [entry('submission.note', { note: 'n1' }), 'added a note to enquiry a1b2c3d4'],
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
    [entry('user.two-factor-on', { email: 'jo@example.com' }), 'turned on two-factor sign-in'],
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
    [
      entry('insight.update', { title: 'Colour that organises', changed: 'title, content', version: 4 }, 'color-organize'),
      'updated the insight “Colour that organises” (title, content)',
    ],
    [
      entry('insight.update', { title: 'New name', changed: 'title, slug', previousAddress: 'old-name' }, 'new-name'),
      'updated the insight “New name” (title, slug); its address was old-name',
    ],
    [entry('insight.create', { title: 'Fresh', status: 'draft' }), 'created the insight “Fresh” as a draft'],
    [entry('insight.restore', { title: 'Fresh', restoredVersion: 3 }), 'restored version 3 of the insight “Fresh”'],
    [
      entry('insight.conversion', { title: 'Colour', corrections: 1 }),
      'converted the insight “Colour” to Australian English (1 correction)',
    ],
    [entry('insight.delete', { title: 'Fresh' }), 'deleted the insight “Fresh”'],
    [
      entry('insight.convert-all', { converted: 2, corrections: 5 }, null),
      'converted 2 insights to Australian English (5 corrections)',
    ],
    [entry('insight.export', { count: 1 }, null), 'exported 1 insight to CSV'],
    [entry('page.publish', { changed: 'hero.title', version: 3 }, 'about'), 'published the About page (hero.title)'],
    [entry('page.draft', { changed: 'intro' }, 'not-found'), 'saved a draft of the Page not found (404) page (intro)'],
    [entry('page.restore', { restoredVersion: 2 }, 'home'), 'restored version 2 of the Home page'],
    [entry('settings.update', { changed: 'phone', before: '{}', after: '{}' }, 'firm'), "changed the firm's details (phone)"],
    [entry('settings.restore', { restoredVersion: 5 }, 'privacy'), 'restored version 5 of the Privacy Policy'],
    [entry('image.upload', { filename: 'office.jpg', page: 'home' }), 'uploaded the image office.jpg for the home page'],
    [
      entry('image.update', { filename: 'office.jpg', title: 'Our office', changed: 'alt_text' }),
      'updated the image “Our office” (office.jpg) (alt_text)',
    ],
    [entry('image.delete', { filename: 'office.jpg', bulk: false }), 'deleted the image office.jpg'],
    [
      entry('image.unsplash-add', { photo: 'abc123', title: 'A desk', page: null }),
      'added the stock photo “A desk” (Unsplash abc123)',
    ],
    [
      entry('image.unsplash-replace', { photo: 'abc123', replaced: 'office.jpg', title: null }),
      'replaced the image office.jpg with a stock photo (Unsplash abc123)',
    ],
    [entry('redirect.create', { from: '/old', to: '/new', status: 301 }), 'added the redirect /old → /new (301)'],
    [
      entry('redirect.update', { from: '/old', to: '/newer', status: 302, before: '/old → /new (301)' }),
      'changed the redirect /old → /new (301) to /old → /newer (302)',
    ],
    [entry('redirect.import', { added: 1, updated: 2 }, null), 'imported redirects from CSV (1 redirect added, 2 updated)'],
    [
      entry('redirect.address-change', { from: '/resources/insights/a', to: '/resources/insights/b' }),
      'moved /resources/insights/a to /resources/insights/b, with a permanent redirect',
    ],
    [
      entry('booking.move', { from: '2026-03-04T00:00:00.000Z', to: '2026-03-05T01:30:00.000Z' }),
      'moved the call of 4 Mar 2026, 10:00 am to 5 Mar 2026, 11:30 am',
    ],
    [entry('booking.missed', { startsAt: '2026-03-04T00:00:00.000Z' }), 'marked the call of 4 Mar 2026, 10:00 am as missed'],
    [
      entry('booking.availability', { staff: 'Dana Calder', callMinutes: 30, takingCalls: true }),
      'set the call availability of Dana Calder (30-minute calls)',
    ],
    [entry('booking.settings', { visitorChoosesPartner: true }, null), 'let visitors choose the partner they book a call with'],
  ])('describes %j', (item, sentence) => {
    expect(describeChange(item)).toBe(sentence);
  });

  it('reads an older row missing the details it would now hold', () => {
    expect(describeChange(entry('insight.update', {}))).toBe('updated the insight (details)');
    expect(describeChange({ ...entry('team.delete'), details: null })).toBe('deleted a team member');
  });

  it('words an action no area describes any more instead of showing its code', () => {
    expect(describeChange(entry('insight.publish', { title: 'Selling well' }))).toBe(
      'made a change to insight “Selling well” (publish)',
    );
    expect(describeChange({ ...entry('team.archive', {}, '9f8e7d6c-5b4a'), entityType: 'team_member' })).toBe(
      'made a change to team member 9f8e7d6c (archive)',
    );
  });
});

describe.each(testDialects)('Recent Activity on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('gives each stored row its sentence, newest first, an unknown action in words', async () => {
    database = await createMigratedTestDatabase(dialect);
    const actor = {
      id: 'u1',
      email: 'dana@calderrowe.com.au',
      name: 'Dana',
      role: 'admin' as const,
      twoFactorEnabled: true,
      mustEnableTwoFactor: false,
    };
    const write = (action: string, entityType: string, entityId: string | null, details: Record<string, string | number>) =>
      recordAudit(database.db, actor, { action, entityType, entityId, details });
    await write('insight.update', 'insight', 'color-organize', {
      title: 'Colour that organises',
      changed: 'content',
      version: 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await write('insight.convert-all', 'insight', null, { converted: 1, corrections: 3 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await write('insight.archive', 'insight', 'gone', { title: 'Gone' });
    const lines = await readRecentActivity(database.db);
    expect(lines.map((line) => line.sentence)).toEqual([
      'made a change to insight “Gone” (archive)',
      'converted 1 insight to Australian English (3 corrections)',
      'updated the insight “Colour that organises” (content)',
    ]);
    expect(lines[2]).toMatchObject({ action: 'insight.update', userName: 'Dana', entityId: 'color-organize' });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { INVITATION_KIND, PASSWORD_RESET_KIND } from '../features/auth/account-link-emails.ts';
import { LINK_EMAIL_REMOVED } from '../features/auth/account-links.server.ts';
import { insertSubmission } from '../features/submissions/permission-rows.testing.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '../platform/db/database.testing.ts';
import { createLogger } from '../platform/log.ts';
import { startHousekeeping } from './housekeeping.ts';

const HOUR = 60 * 60 * 1000;
/** A Brisbane wall-clock time as an instant. */
const brisbane = (local: string) => new Date(`${local}:00+10:00`);
const REMINDERS = {
  afterBusinessHours: 4,
  recipients: async () => ['partners@example.com.au', 'owner@example.com.au'],
  siteUrl: 'https://www.example.com.au',
};

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects)('the server housekeeping on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('purges enquiries deleted more than 30 days ago at start, with their e-mails, and keeps the rest', async () => {
    database = await createMigratedTestDatabase(dialect);
    const old = await insertSubmission(database.db, { deletedAt: new Date(Date.now() - 31 * DAY), withEmail: true });
    const recent = await insertSubmission(database.db, { deletedAt: new Date(Date.now() - 29 * DAY) });
    const live = await insertSubmission(database.db, { createdAt: new Date(Date.now() - 400 * DAY) });
    const lines: string[] = [];
    const housekeeping = startHousekeeping({ database, log: createLogger('info', (line) => lines.push(line)) });
    await housekeeping.stop();
    const left = await database.db.selectFrom('contact_submissions').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id).sort()).toEqual([recent.submission, live.submission].sort());
    expect(await database.db.selectFrom('email_outbox').select('id').where('related_id', '=', old.submission).execute()).toEqual(
      [],
    );
    expect(lines.join('\n')).toContain('deleted enquiries purged for good');
  });

  it('removes the link from invitation and reset e-mails the outbox worker sent, and leaves unsent ones and other e-mails alone', async () => {
    database = await createMigratedTestDatabase(dialect);
    const now = new Date();
    const email = (id: string, kind: string, status: 'sent' | 'pending') => ({
      id,
      kind,
      to_address: 'staff@example.com.au',
      subject: 'A link',
      text_body: 'Open https://www.example.com.au/admin/reset-password?token=secret-token',
      html_body: '<p>secret-token</p>',
      reply_to: null,
      related_id: null,
      status,
      attempts: status === 'sent' ? 1 : 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      sent_at: status === 'sent' ? now : null,
      created_at: now,
    });
    await database.db
      .insertInto('email_outbox')
      .values([
        email('sent-invitation', INVITATION_KIND, 'sent'),
        email('sent-reset', PASSWORD_RESET_KIND, 'sent'),
        email('waiting-reset', PASSWORD_RESET_KIND, 'pending'),
        email('sent-enquiry', 'contact-notification', 'sent'),
      ])
      .execute();
    const housekeeping = startHousekeeping({ database, log: createLogger('silent') });
    await housekeeping.stop();
    const rows = await database.db.selectFrom('email_outbox').select(['id', 'text_body', 'html_body']).orderBy('id').execute();
    const carriesToken = Object.fromEntries(
      rows.map((row) => [row.id, `${row.text_body}${row.html_body}`.includes('secret-token')]),
    );
    expect(carriesToken).toEqual({ 'sent-enquiry': true, 'sent-invitation': false, 'sent-reset': false, 'waiting-reset': true });
    expect(rows.find((row) => row.id === 'sent-reset')?.text_body).toBe(LINK_EMAIL_REMOVED);
  });

  async function remindersOver(from: string, to: string, setUp: (db: TestDatabase['db']) => Promise<void>) {
    await database?.dispose();
    database = await createMigratedTestDatabase(dialect);
    await setUp(database.db);
    const clock = { now: brisbane(from) };
    const housekeeping = startHousekeeping({ database, log: createLogger('silent'), now: () => clock.now, reminders: REMINDERS });
    // One pass an hour, as the server runs it.
    while (clock.now < brisbane(to)) {
      clock.now = new Date(clock.now.getTime() + HOUR);
      await housekeeping.runOnce();
    }
    await housekeeping.stop();
    return database.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'text_body', 'created_at'])
      .where('kind', '=', 'contact-reminder')
      .orderBy('created_at')
      .orderBy('to_address')
      .execute();
  }

  it('reminds every notification recipient once about an enquiry that waited 5 business hours over a weekend and a public holiday', async () => {
    let id = '';
    const sent = await remindersOver('2026-05-01T14:00', '2026-05-05T11:00', async (db) => {
      // Friday 2 pm; Monday 4 May is Labour Day in Queensland.
      id = (await insertSubmission(db, { createdAt: brisbane('2026-05-01T14:00') })).submission;
    });
    expect(sent.map((email) => email.to_address)).toEqual(['owner@example.com.au', 'partners@example.com.au']);
    // 3 hours on Friday and 1 on Tuesday morning: due at 10 am Tuesday, found by the 10 am pass.
    expect(new Set(sent.map((email) => new Date(email.created_at).toISOString()))).toEqual(
      new Set([brisbane('2026-05-05T10:00').toISOString()]),
    );
    expect(sent[0]?.subject).toBe('Still New after 4 business hours: enquiry from Matrix Visitor');
    expect(sent[0]?.text_body).toContain(`https://www.example.com.au/admin/contact-submissions?enquiry=${id}`);
  });

  it('reminds again each business day the enquiry stays New, and not once it has left New', async () => {
    let id = '';
    const sent = await remindersOver('2026-05-05T09:00', '2026-05-08T12:00', async (db) => {
      id = (await insertSubmission(db, { createdAt: brisbane('2026-05-05T09:00') })).submission;
    });
    const days = sent
      .filter((email) => email.to_address === 'partners@example.com.au')
      .map((email) => new Date(email.created_at));
    expect(days.map((day) => day.toISOString())).toEqual(
      ['2026-05-05T13:00', '2026-05-06T09:00', '2026-05-07T09:00', '2026-05-08T09:00'].map((local) =>
        brisbane(local).toISOString(),
      ),
    );
    expect(id).not.toBe('');

    const answered = await remindersOver('2026-05-05T09:00', '2026-05-08T12:00', async (db) => {
      const { submission } = await insertSubmission(db, { createdAt: brisbane('2026-05-05T09:00') });
      await db.updateTable('contact_submissions').set({ status: 'in-progress' }).where('id', '=', submission).execute();
    });
    expect(answered).toEqual([]);
  });

  /** An enquiry of 9 am owned by Sam, who holds `role` (and `banned`) when the reminders go. */
  async function ownedBy(db: TestDatabase['db'], role: 'admin' | 'editor' | 'viewer' | null, banned: boolean | null = null) {
    const owned = await insertSubmission(db, { createdAt: brisbane('2026-05-05T09:00') });
    await db
      .insertInto('users')
      .values({
        id: 'owner-1',
        name: 'Sam Partner',
        email: 'sam@example.com.au',
        email_verified: true,
        image: null,
        role,
        banned,
        ban_reason: null,
        ban_expires: null,
        two_factor_enabled: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    await db.updateTable('contact_submissions').set({ assigned_to: 'owner-1' }).where('id', '=', owned.submission).execute();
  }

  it('reminds only the assignee of an owned enquiry, and never about suspected spam, a deleted one or a booked call', async () => {
    const sent = await remindersOver('2026-05-05T09:00', '2026-05-05T15:00', async (db) => {
      await ownedBy(db, 'admin');
      await insertSubmission(db, { createdAt: brisbane('2026-05-05T09:00'), spamReason: 'honeypot' });
      await insertSubmission(db, { createdAt: brisbane('2026-05-05T09:00'), deletedAt: brisbane('2026-05-05T09:30') });
      // A booked call is answered by the call, which sends reminders of its own.
      const { submission } = await insertSubmission(db, { createdAt: brisbane('2026-05-05T09:00') });
      await db.updateTable('contact_submissions').set({ channel: 'booked-call' }).where('id', '=', submission).execute();
    });
    expect(sent.map((email) => email.to_address)).toEqual(['sam@example.com.au']);
  });

  it.each([
    ['a viewer', 'viewer', null],
    ['an editor', 'editor', null],
    ['an account with no role', null, null],
    ['a banned admin', 'admin', true],
  ] as const)(
    'never reminds an assignee who is %s when the reminder goes: the recipients are reminded instead',
    async (_who, role, banned) => {
      const sent = await remindersOver('2026-05-05T09:00', '2026-05-05T15:00', (db) => ownedBy(db, role, banned));
      expect(sent.map((email) => email.to_address)).toEqual(['owner@example.com.au', 'partners@example.com.au']);
    },
  );
});

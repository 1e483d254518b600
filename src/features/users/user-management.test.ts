import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { ACCOUNT_NOTICE_KINDS } from '../auth/account-notices.server.ts';
import { sessionCookieFrom, signedInAs, signInRequest, TEST_ORIGIN, TEST_PASSWORD } from '../auth/auth.testing.ts';
import { handleAuthRequest } from '../auth/auth-door.server.ts';
import { reauthenticated } from '../auth/reauthentication.testing.ts';
import { findStaffSession } from '../auth/session.server.ts';
import { updateDisplayName } from '../profile/profile-endpoints.server.ts';
import { historyOf } from '../submissions/inbox-workflow.server.ts';
import { insertSubmission } from '../submissions/permission-rows.testing.ts';
import { REMINDER_KIND, sendWaitingReminders } from '../submissions/reminders.server.ts';
import { listAuditLog } from './audit.server.ts';
import { RESET_PASSWORD_LENGTH, ROLE_REQUIRED_MESSAGE } from './schema.ts';
import {
  createUser,
  deleteUser,
  listUsers,
  resetUserPassword,
  setUserPassword,
  updateUserRole,
} from './user-endpoints.server.ts';
import { LAST_ADMIN_MESSAGE, SELF_DELETE_MESSAGE } from './user-management.server.ts';

const ENDPOINTS = {
  'GET users': listUsers,
  'POST users': createUser,
  'PATCH users/[id]': updateUserRole,
  'DELETE users/[id]': deleteUser,
  'POST users/[id]/password': resetUserPassword,
  'PUT users/[id]/password': setUserPassword,
} as const;

describe.each(testDialects)('user management on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const admin = await signedInAs(services.auth, 'admin', 'boss@calderrowe.com.au');
    // Account changes need a fresh password confirmation (reauthentication.test.ts refuses them without).
    await reauthenticated(services.auth, admin.cookie);
    async function send(method: string, path: string, body?: unknown, params: Record<string, string> = {}) {
      const endpoint = ENDPOINTS[`${method} ${path}` as keyof typeof ENDPOINTS];
      const headers = new Headers({ cookie: admin.cookie, origin: TEST_ORIGIN });
      if (body !== undefined) headers.set('content-type', 'application/json');
      const request = new Request(`${TEST_ORIGIN}/api/admin/${path.replace('[id]', params.id ?? '')}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const response = await endpoint.handle(request, params, services);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }
    return { services, admin, send };
  }

  it('creates a user with the chosen role and lists them with "Not set" left to the screen (display name null)', async () => {
    const { send } = await setUp();
    const created = await send('POST', 'users', {
      email: 'New.Person@Example.com',
      password: 'a-long-password-1',
      role: 'editor',
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: 'new.person@example.com', role: 'editor', displayName: null });
    const listed = await send('GET', 'users');
    expect((listed.body.users as { email: string }[]).map((user) => user.email)).toEqual([
      'boss@calderrowe.com.au',
      'new.person@example.com',
    ]);
  });

  it('refuses a second account for the same e-mail with a clear message', async () => {
    const { send } = await setUp();
    const again = await send('POST', 'users', { email: 'boss@calderrowe.com.au', password: 'a-long-password-1', role: 'viewer' });
    expect(again).toEqual({ status: 409, body: { message: 'An account for boss@calderrowe.com.au already exists.' } });
  });

  it('refuses a password under 12 characters', async () => {
    const { send } = await setUp();
    const short = await send('POST', 'users', { email: 'x@example.com', password: 'short', role: 'viewer' });
    expect(short).toEqual({
      status: 422,
      body: {
        message: 'Password must be at least 12 characters.',
        fields: { password: 'Password must be at least 12 characters.' },
      },
    });
  });

  it.each([
    ['without a role', {}],
    ['with an unknown role', { role: 'owner' }],
    ['with no role (null)', { role: null }],
  ])('refuses to create a user %s with 422, and creates nobody', async (_, role) => {
    const { send } = await setUp();
    const refused = await send('POST', 'users', { email: 'x@example.com', password: 'a-long-password-1', ...role });
    expect(refused).toEqual({ status: 422, body: { message: ROLE_REQUIRED_MESSAGE, fields: { role: ROLE_REQUIRED_MESSAGE } } });
    expect(await database.db.selectFrom('users').select('email').where('email', '=', 'x@example.com').execute()).toEqual([]);
  });

  it('answers a body that is not JSON with 400, apart from the 422 of a schema refusal', async () => {
    const { services, admin } = await setUp();
    const request = new Request(`${TEST_ORIGIN}/api/admin/users`, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{"email": ',
    });
    const response = await createUser.handle(request, {}, services);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('never lets the last admin be demoted or deleted, and allows it once there is another admin', async () => {
    const { send, admin } = await setUp();
    expect(await send('PATCH', 'users/[id]', { role: 'editor' }, { id: admin.id })).toEqual({
      status: 409,
      body: { message: LAST_ADMIN_MESSAGE },
    });
    const other = await send('POST', 'users', { email: 'second@example.com', password: 'a-long-password-1', role: 'editor' });
    const otherId = (other.body.user as { id: string }).id;
    // The only admin still cannot delete themselves.
    expect(await send('DELETE', 'users/[id]', undefined, { id: admin.id })).toEqual({
      status: 400,
      body: { message: SELF_DELETE_MESSAGE },
    });
    expect((await send('PATCH', 'users/[id]', { role: 'admin' }, { id: otherId })).status).toBe(200);
    expect((await send('PATCH', 'users/[id]', { role: 'viewer' }, { id: admin.id })).status).toBe(200);
    const roles = await database.db.selectFrom('users').select(['email', 'role']).orderBy('email').execute();
    expect(roles).toEqual([
      { email: 'boss@calderrowe.com.au', role: 'viewer' },
      { email: 'second@example.com', role: 'admin' },
    ]);
  });

  it('writes an audit row for every change: who, what, which record, when', async () => {
    const { send, admin } = await setUp();
    const created = await send('POST', 'users', { email: 'audited@example.com', password: 'a-long-password-1', role: 'viewer' });
    const id = (created.body.user as { id: string }).id;
    await send('PATCH', 'users/[id]', { role: 'editor' }, { id });
    await send('POST', 'users/[id]/password', undefined, { id });
    await send('PUT', 'users/[id]/password', { password: 'another-long-password' }, { id });
    await send('DELETE', 'users/[id]', undefined, { id });
    // The password confirmation made in setUp is audited too, on the admin's own account.
    const log = (await listAuditLog(database.db)).filter((entry) => entry.action !== 'user.reauthenticate');
    expect(log.map((entry) => entry.action).sort()).toEqual(
      ['user.create', 'user.delete', 'user.password-reset', 'user.password-set', 'user.role-change'].sort(),
    );
    for (const entry of log) {
      expect(entry).toMatchObject({ userEmail: 'boss@calderrowe.com.au', entityType: 'user', entityId: id });
      expect(Date.now() - new Date(entry.createdAt).getTime()).toBeLessThan(60_000);
    }
    expect(log.find((entry) => entry.action === 'user.role-change')?.details).toEqual({
      email: 'audited@example.com',
      from: 'viewer',
      to: 'editor',
    });
    const rows = await database.db.selectFrom('audit_log').select('user_id').execute();
    expect(new Set(rows.map((row) => row.user_id))).toEqual(new Set([admin.id]));
  });

  it('resets a password to a random 12-character one that signs in, and signs the user out everywhere', async () => {
    const { send, services } = await setUp();
    const user = await signedInAs(services.auth, 'editor', 'ed@example.com');
    const reset = await send('POST', 'users/[id]/password', undefined, { id: user.id });
    const password = String(reset.body.password);
    expect(password).toHaveLength(RESET_PASSWORD_LENGTH);
    expect(await findStaffSession(services.auth, new Headers({ cookie: user.cookie }))).toBeNull();
    expect((await handleAuthRequest(signInRequest('ed@example.com', password), services.auth, '203.0.113.9')).status).toBe(200);
  });

  it('signs an admin who sets their own password out of every other session, keeping the one they used', async () => {
    const { send, services, admin } = await setUp();
    const elsewhere = await handleAuthRequest(
      signInRequest('boss@calderrowe.com.au', TEST_PASSWORD),
      services.auth,
      '203.0.113.9',
    );
    const otherCookie = sessionCookieFrom(elsewhere);
    expect(await findStaffSession(services.auth, new Headers({ cookie: otherCookie }))).not.toBeNull();
    expect((await send('PUT', 'users/[id]/password', { password: 'my-new-long-password' }, { id: admin.id })).status).toBe(200);
    expect(await findStaffSession(services.auth, new Headers({ cookie: otherCookie }))).toBeNull();
    expect(await findStaffSession(services.auth, new Headers({ cookie: admin.cookie }))).not.toBeNull();
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', admin.id).execute()).toHaveLength(1);
  });

  it('never stores, logs or sends back a password in plain text, except the one reset answer', async () => {
    const { send, services } = await setUp();
    const chosen = 'plain-text-canary-create-1';
    const setLater = 'plain-text-canary-set-22';
    const created = await send('POST', 'users', { email: 'canary@example.com', password: chosen, role: 'viewer' });
    const id = (created.body.user as { id: string }).id;
    await send('PUT', 'users/[id]/password', { password: setLater }, { id });
    const signIn = await handleAuthRequest(signInRequest('canary@example.com', setLater), services.auth, '203.0.113.9');
    const wrong = await handleAuthRequest(signInRequest('canary@example.com', chosen), services.auth, '203.0.113.9');
    const reset = await send('POST', 'users/[id]/password', undefined, { id });
    const generated = String(reset.body.password);

    const responses = [
      JSON.stringify(created.body),
      await signIn.text(),
      await wrong.text(),
      JSON.stringify((await send('GET', 'users')).body),
    ].join('\n');
    const tables = await database.db.introspection.getTables();
    let everything = '';
    for (const table of tables) {
      everything += JSON.stringify((await sql`select * from ${sql.table(table.name)}`.execute(database.db)).rows);
    }
    const logs = services.log.lines.join('\n');
    for (const password of [chosen, setLater, generated]) {
      expect(everything).not.toContain(password);
      expect(logs).not.toContain(password);
      expect(responses).not.toContain(password);
    }
    const hash = await database.db.selectFrom('accounts').select('password').where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(hash.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });
  it("ends every session of a user whose role changes, and no one else's", async () => {
    const { send, services, admin } = await setUp();
    const user = await signedInAs(services.auth, 'editor', 'ed@example.com');
    const bystander = await signedInAs(services.auth, 'viewer', 'vi@example.com');
    expect((await send('PATCH', 'users/[id]', { role: 'viewer' }, { id: user.id })).status).toBe(200);
    expect(await findStaffSession(services.auth, new Headers({ cookie: user.cookie }))).toBeNull();
    expect(await findStaffSession(services.auth, new Headers({ cookie: bystander.cookie }))).not.toBeNull();
    expect(await findStaffSession(services.auth, new Headers({ cookie: admin.cookie }))).not.toBeNull();
  });

  it('keeps every session when the role chosen is the one the user already has', async () => {
    const { send, services } = await setUp();
    const user = await signedInAs(services.auth, 'editor', 'ed@example.com');
    expect((await send('PATCH', 'users/[id]', { role: 'editor' }, { id: user.id })).status).toBe(200);
    expect(await findStaffSession(services.auth, new Headers({ cookie: user.cookie }))).not.toBeNull();
  });

  it("keeps the acting admin's own session when they change their own role, ending their others", async () => {
    const { send, services, admin } = await setUp();
    await send('POST', 'users', { email: 'second@example.com', password: 'a-long-password-1', role: 'admin' });
    const elsewhere = sessionCookieFrom(
      await handleAuthRequest(signInRequest('boss@calderrowe.com.au', TEST_PASSWORD), services.auth, '203.0.113.9'),
    );
    expect((await send('PATCH', 'users/[id]', { role: 'editor' }, { id: admin.id })).status).toBe(200);
    expect(await findStaffSession(services.auth, new Headers({ cookie: elsewhere }))).toBeNull();
    expect((await findStaffSession(services.auth, new Headers({ cookie: admin.cookie })))?.user.role).toBe('editor');
  });

  it('ends no session when a role change is refused for being the last admin', async () => {
    const { send, services, admin } = await setUp();
    const elsewhere = sessionCookieFrom(
      await handleAuthRequest(signInRequest('boss@calderrowe.com.au', TEST_PASSWORD), services.auth, '203.0.113.9'),
    );
    expect((await send('PATCH', 'users/[id]', { role: 'viewer' }, { id: admin.id })).status).toBe(409);
    expect(await findStaffSession(services.auth, new Headers({ cookie: elsewhere }))).not.toBeNull();
  });

  it('e-mails the user when an admin resets or sets their password, saying an admin did it', async () => {
    const { send, services } = await setUp();
    const user = await signedInAs(services.auth, 'editor', 'ed@example.com');
    await send('POST', 'users/[id]/password', undefined, { id: user.id });
    await send('PUT', 'users/[id]/password', { password: 'another-long-password' }, { id: user.id });
    const sent = await database.db
      .selectFrom('email_outbox')
      .select(['to_address', 'text_body'])
      .where('kind', '=', ACCOUNT_NOTICE_KINDS.passwordChanged)
      .execute();
    expect(sent.map((row) => row.to_address)).toEqual(['ed@example.com', 'ed@example.com']);
    for (const row of sent) {
      expect(row.text_body).toContain('An admin changed the password of your staff account (ed@example.com)');
      expect(row.text_body).not.toContain('another-long-password');
    }
  });

  it('removes an account: its session ends at once, and the audit trail keeps its name and e-mail', async () => {
    const { send, services } = await setUp();
    const user = await signedInAs(services.auth, 'editor', 'leaving@example.com');
    const asUser = adminCaller(services, user.cookie);
    expect(
      (await asUser(updateDisplayName, 'PATCH', '/api/admin/profile', { body: { displayName: 'Lee Leaving' } })).status,
    ).toBe(200);
    expect((await send('DELETE', 'users/[id]', undefined, { id: user.id })).status).toBe(200);
    expect(await findStaffSession(services.auth, new Headers({ cookie: user.cookie }))).toBeNull();
    const refused = await asUser(updateDisplayName, 'PATCH', '/api/admin/profile', { body: { displayName: 'Back Again' } });
    expect(refused.status).toBe(401);
    const log = await listAuditLog(database.db);
    expect(log.find((entry) => entry.action === 'user.display-name')).toMatchObject({
      userName: 'Lee Leaving',
      userEmail: 'leaving@example.com',
    });
    expect(log.find((entry) => entry.action === 'user.delete')?.details).toEqual({
      email: 'leaving@example.com',
      name: 'Lee Leaving',
    });
    expect(await database.db.selectFrom('seen_devices').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  describe('an enquiry’s owner who may no longer see enquiries', () => {
    /** Brisbane wall-clock time as an instant. */
    const brisbane = (local: string) => new Date(`${local}:00+10:00`);
    const REMINDERS = {
      afterBusinessHours: 4,
      recipients: async () => ['partners@example.com.au'],
      siteUrl: 'https://www.example.com.au',
    };

    /** Sam, an admin who owns an enquiry that waited since 9 am; then `change` happens to Sam. */
    async function ownedEnquiryAfter(change: (send: Awaited<ReturnType<typeof setUp>>['send'], sam: string) => Promise<number>) {
      const { send } = await setUp();
      const created = await send('POST', 'users', { email: 'sam@example.com.au', password: 'a-long-password-1', role: 'admin' });
      const sam = (created.body.user as { id: string }).id;
      const { submission } = await insertSubmission(database.db, { createdAt: brisbane('2026-05-05T09:00') });
      await database.db.updateTable('contact_submissions').set({ assigned_to: sam }).where('id', '=', submission).execute();
      expect(await change(send, sam)).toBe(200);
      await sendWaitingReminders(database.db, REMINDERS, brisbane('2026-05-05T15:00'));
      const reminded = await database.db
        .selectFrom('email_outbox')
        .select(['to_address', 'subject'])
        .where('kind', '=', REMINDER_KIND)
        .execute();
      const { assigned_to } = await database.db
        .selectFrom('contact_submissions')
        .select('assigned_to')
        .where('id', '=', submission)
        .executeTakeFirstOrThrow();
      return { reminded, assignedTo: assigned_to, history: (await historyOf(database.db, submission)).map((item) => item.text) };
    }

    it('unassigns the enquiries of an admin made a viewer, in their history, and reminds the recipients instead', async () => {
      const after = await ownedEnquiryAfter(
        async (send, sam) => (await send('PATCH', 'users/[id]', { role: 'viewer' }, { id: sam })).status,
      );
      expect(after.assignedTo).toBeNull();
      expect(after.history).toEqual(['Unassigned (was sam@example.com.au): their role no longer sees enquiries']);
      expect(after.reminded).toEqual([
        { to_address: 'partners@example.com.au', subject: 'Still New after 6 business hours: enquiry from Matrix Visitor' },
      ]);
    });

    it('unassigns the enquiries of a removed account, in their history', async () => {
      const after = await ownedEnquiryAfter(
        async (send, sam) => (await send('DELETE', 'users/[id]', undefined, { id: sam })).status,
      );
      expect(after.assignedTo).toBeNull();
      expect(after.history).toEqual(['Unassigned (was sam@example.com.au): their account was removed']);
      expect(after.reminded.map((email) => email.to_address)).toEqual(['partners@example.com.au']);
    });

    it('keeps the enquiries of an owner saved with the role they had, and reminds them', async () => {
      const after = await ownedEnquiryAfter(
        async (send, sam) => (await send('PATCH', 'users/[id]', { role: 'admin' }, { id: sam })).status,
      );
      expect(after.assignedTo).not.toBeNull();
      expect(after.reminded.map((email) => email.to_address)).toEqual(['sam@example.com.au']);
    });
  });
});

// The profile's rules on both dialects: own display name (and the byline it gives new insights), own
// password (current one first, other sessions end, a notice is queued), own sessions, and every refusal.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { ACCOUNT_NOTICE_KINDS } from '../auth/account-notices.server.ts';
import { sessionCookieFrom, signedInAs, signInRequest, TEST_PASSWORD } from '../auth/auth.testing.ts';
import { handleAuthRequest } from '../auth/auth-door.server.ts';
import { findStaffSession } from '../auth/session.server.ts';
import { createInsightEndpoint } from '../insights/insight-endpoints.server.ts';
import { VALID_INSIGHT } from '../insights/permission-rows.testing.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { changePassword, endOneSession, endOtherSessions, listSessions, updateDisplayName } from './profile-endpoints.server.ts';
import { PROFILE_MESSAGES } from './schema.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testDialects)('the profile on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp(role: 'admin' | 'editor' | 'viewer' | null = 'editor', email = 'ed@calderrowe.com.au') {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const me = await signedInAs(services.auth, role, email);
    const call = adminCaller(services, me.cookie);
    /** Another sign-in of the same account, from another browser and network. */
    async function signInElsewhere(userAgent = FIREFOX_WINDOWS, address = '198.51.100.7') {
      const request = signInRequest(email, TEST_PASSWORD);
      request.headers.set('user-agent', userAgent);
      const response = await handleAuthRequest(request, services.auth, address);
      expect(response.status).toBe(200);
      return sessionCookieFrom(response);
    }
    const signedIn = (cookie: string) => findStaffSession(services.auth, new Headers({ cookie }));
    const notices = (kind: string) =>
      database.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body']).where('kind', '=', kind).execute();
    return { services, me, call, signInElsewhere, signedIn, notices };
  }

  it('changes the display name, audits it, and bylines a new insight with it', async () => {
    const { call, me } = await setUp('editor');
    const answer = await call(updateDisplayName, 'PATCH', '/api/admin/profile', { body: { displayName: '  Avery Calder ' } });
    expect(answer).toMatchObject({ status: 200, body: { displayName: 'Avery Calder' } });
    const user = await database.db.selectFrom('users').select('name').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(user.name).toBe('Avery Calder');
    const created = await call(createInsightEndpoint, 'POST', '/api/admin/insights', { body: VALID_INSIGHT });
    expect((created.body.insight as { author: string }).author).toBe('Avery Calder');
    const [entry] = (await listAuditLog(database.db)).filter((item) => item.action === 'user.display-name');
    expect(entry).toMatchObject({ userName: 'Avery Calder', entityId: me.id, details: { from: '', to: 'Avery Calder' } });
  });

  it.each([
    ['blank', '   ', 'Display name is required.'],
    ['over 100 characters', 'x'.repeat(101), 'Display name must be at most 100 characters.'],
    ['on two lines', 'Avery\nCalder', 'Display name must be on one line, without control characters.'],
  ])('refuses a display name %s with 422 beside the field, and changes nothing', async (_, displayName, message) => {
    const { call, me } = await setUp('viewer');
    const answer = await call(updateDisplayName, 'PATCH', '/api/admin/profile', { body: { displayName } });
    expect(answer).toMatchObject({ status: 422, body: { message, fields: { displayName: message } } });
    const user = await database.db.selectFrom('users').select('name').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(user.name).toBe('');
  });

  it('lets an account without a role change its own name, and refuses anyone signed out', async () => {
    const { call, services } = await setUp(null, 'norole@calderrowe.com.au');
    expect((await call(updateDisplayName, 'PATCH', '/api/admin/profile', { body: { displayName: 'Sam' } })).status).toBe(200);
    const anonymous = await adminCaller(services, '')(updateDisplayName, 'PATCH', '/api/admin/profile', {
      body: { displayName: 'Nobody' },
    });
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Please log in to continue.' } });
  });

  it('changes the password with the current one: other sessions end, this one stays, a notice is queued and audited', async () => {
    const { call, me, signInElsewhere, signedIn, notices } = await setUp('viewer', 'vi@calderrowe.com.au');
    const other = await signInElsewhere();
    const answer = await call(changePassword, 'PUT', '/api/admin/profile/password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(answer).toMatchObject({ status: 200, body: { updated: true } });
    expect(await signedIn(other)).toBeNull();
    expect(await signedIn(me.cookie)).not.toBeNull();
    const [notice] = await notices(ACCOUNT_NOTICE_KINDS.passwordChanged);
    expect(notice?.to_address).toBe('vi@calderrowe.com.au');
    expect(notice?.text_body).toContain('You changed the password of your staff account (vi@calderrowe.com.au)');
    expect(notice?.text_body).toContain('If this was not you, tell an admin of Calder & Rowe Advisory straight away');
    const actions = (await listAuditLog(database.db)).map((entry) => entry.action);
    expect(actions).toContain('user.password-change');
  });

  it('refuses a wrong current password with its message, keeping the old password and every session', async () => {
    const { call, services, signInElsewhere, signedIn, notices } = await setUp('editor');
    const other = await signInElsewhere();
    const answer = await call(changePassword, 'PUT', '/api/admin/profile/password', {
      body: { currentPassword: 'not-my-password-at-all', newPassword: 'a-brand-new-password' },
    });
    expect(answer).toEqual(expect.objectContaining({ status: 400, body: { message: PROFILE_MESSAGES.wrongCurrentPassword } }));
    expect(await signedIn(other)).not.toBeNull();
    expect(await notices(ACCOUNT_NOTICE_KINDS.passwordChanged)).toEqual([]);
    const again = await handleAuthRequest(signInRequest('ed@calderrowe.com.au', TEST_PASSWORD), services.auth, '203.0.113.10');
    expect(again.status).toBe(200);
  });

  it('refuses a new password under 12 characters, or the same as the current one', async () => {
    const { call } = await setUp('editor');
    const short = await call(changePassword, 'PUT', '/api/admin/profile/password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(short).toMatchObject({ status: 422, body: { fields: { newPassword: 'Password must be at least 12 characters.' } } });
    const same = await call(changePassword, 'PUT', '/api/admin/profile/password', {
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(same).toMatchObject({
      status: 422,
      body: { fields: { newPassword: 'The new password must differ from the current one.' } },
    });
  });

  it('stops guessing the current password after five wrong ones, even with the right one next', async () => {
    const { call } = await setUp('editor');
    const attempt = (currentPassword: string) =>
      call(changePassword, 'PUT', '/api/admin/profile/password', {
        body: { currentPassword, newPassword: 'a-brand-new-password' },
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt(`wrong-guess-${index}`)).status).toBe(400);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many wrong passwords. Try again in 15 minutes.');
  });

  it('lists the sessions with device, network only and last activity, this browser first', async () => {
    const { call, signInElsewhere } = await setUp('editor');
    await signInElsewhere(CHROME_MAC, '203.0.113.54');
    const answer = await call(listSessions, 'GET', '/api/admin/profile/sessions');
    const sessions = answer.body.sessions as { device: string; place: string; current: boolean; lastActiveAt: string }[];
    expect(sessions.map(({ device, place, current }) => ({ device, place, current }))).toEqual([
      { device: 'Unknown browser on an unknown system', place: '203.0.x.x', current: true },
      { device: 'Chrome on macOS', place: '203.0.x.x', current: false },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('203.0.113');
    expect(Date.now() - new Date(sessions[1]?.lastActiveAt ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('signs out one other session, refuses this browser own and a session that is not theirs', async () => {
    const { call, services, signInElsewhere, signedIn } = await setUp('editor');
    const other = await signInElsewhere();
    const stranger = await signedInAs(services.auth, 'viewer', 'stranger@calderrowe.com.au');
    const sessions = (await call(listSessions, 'GET', '/api/admin/profile/sessions')).body.sessions as {
      id: string;
      current: boolean;
    }[];
    const current = sessions.find((session) => session.current)?.id ?? '';
    const elsewhere = sessions.find((session) => !session.current)?.id ?? '';
    const strangers = await database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', 'stranger@calderrowe.com.au')
      .executeTakeFirstOrThrow();
    const end = (id: string) => call(endOneSession, 'DELETE', `/api/admin/profile/sessions/${id}`, { params: { id } });

    expect(await end(current)).toMatchObject({ status: 409, body: { message: PROFILE_MESSAGES.currentSession } });
    expect(await end(strangers.id)).toMatchObject({ status: 404, body: { message: PROFILE_MESSAGES.sessionNotFound } });
    expect(await signedIn(stranger.cookie)).not.toBeNull();
    expect(await end(elsewhere)).toMatchObject({ status: 200, body: { ended: true } });
    expect(await signedIn(other)).toBeNull();
    expect(await end(elsewhere)).toMatchObject({ status: 404 });
    const [entry] = (await listAuditLog(database.db)).filter((item) => item.action === 'user.session-end');
    expect(entry?.details).toMatchObject({ device: 'Firefox on Windows', place: '198.51.x.x' });
  });

  it('signs out all other sessions, keeping this one and other accounts', async () => {
    const { call, services, me, signInElsewhere, signedIn } = await setUp('admin', 'boss@calderrowe.com.au');
    const others = [await signInElsewhere(), await signInElsewhere(CHROME_MAC)];
    const stranger = await signedInAs(services.auth, 'viewer', 'stranger@calderrowe.com.au');
    const answer = await call(endOtherSessions, 'DELETE', '/api/admin/profile/sessions');
    expect(answer).toMatchObject({ status: 200, body: { ended: 2 } });
    for (const cookie of others) expect(await signedIn(cookie)).toBeNull();
    expect(await signedIn(me.cookie)).not.toBeNull();
    expect(await signedIn(stranger.cookie)).not.toBeNull();
  });
});

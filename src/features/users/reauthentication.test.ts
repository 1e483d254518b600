// Account changes need a fresh confirmation of the admin's password (or two-factor code): a stolen
// session cookie alone is refused, with nothing changed; a confirmation holds five minutes, for the
// session it was made in; wrong ones are throttled and audited.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import type { AdminEndpoint } from '../admin/admin-endpoint.server.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { enableTwoFactor, sessionCookieFrom, signedInAs, signInRequest, TEST_PASSWORD, totpCode } from '../auth/auth.testing.ts';
import { handleAuthRequest } from '../auth/auth-door.server.ts';
import { MAX_WRONG_CONFIRMATIONS } from '../auth/reauthentication.server.ts';
import {
  NO_TWO_FACTOR_MESSAGE,
  REAUTHENTICATE_CODE,
  REAUTHENTICATE_MESSAGE,
  REAUTHENTICATION_WINDOW_MINUTES,
  WRONG_CODE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../auth/reauthentication.ts';
import { TOTP_CODE_USED_MESSAGE } from '../auth/totp-replay.server.ts';
import { listAuditLog } from './audit.server.ts';
import {
  createUser,
  deleteUser,
  reauthenticate,
  resetUserPassword,
  setUserPassword,
  updateUserRole,
} from './user-endpoints.server.ts';

const ADDRESS = '203.0.113.30';

/** Every account change, as the admin screen sends it, against `target`. */
const CHANGES = [
  {
    name: 'creating an admin',
    endpoint: createUser,
    method: 'POST',
    path: 'users',
    body: () => ({ email: 'new.admin@example.com', password: 'a-long-password-1', role: 'admin' }),
  },
  {
    name: 'creating an editor',
    endpoint: createUser,
    method: 'POST',
    path: 'users',
    body: () => ({ email: 'new.editor@example.com', password: 'a-long-password-1', role: 'editor' }),
  },
  { name: 'changing a role', endpoint: updateUserRole, method: 'PATCH', path: 'users/[id]', body: () => ({ role: 'admin' }) },
  { name: 'deleting a user', endpoint: deleteUser, method: 'DELETE', path: 'users/[id]' },
  { name: 'resetting a password', endpoint: resetUserPassword, method: 'POST', path: 'users/[id]/password' },
  {
    name: 'setting a password',
    endpoint: setUserPassword,
    method: 'PUT',
    path: 'users/[id]/password',
    body: () => ({ password: 'an-attacker-password' }),
  },
] as const;

type Change = (typeof CHANGES)[number];

/** Every row of every table but the rate-limit counters, to show a refusal changed nothing. */
async function snapshot(database: TestDatabase): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of (await database.db.introspection.getTables()).map((t) => t.name).sort()) {
    if (table.includes('rate_limit')) continue;
    result[table] = (await sql`select * from ${sql.table(table)} order by 1`.execute(database.db)).rows;
  }
  return result;
}

describe.each(testDialects)('re-authentication before account changes on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const admin = await signedInAs(services.auth, 'admin', 'boss@calderrowe.com.au');
    const target = await signedInAs(services.auth, 'editor', 'ed@example.com');
    async function send(endpoint: AdminEndpoint, method: string, path: string, body?: unknown, cookie = admin.cookie) {
      const answer = await adminCaller(services, cookie)(endpoint, method, `/api/admin/${path.replace('[id]', target.id)}`, {
        body,
        params: { id: target.id },
      });
      return { status: answer.status, body: answer.body };
    }
    const change = (row: Change, cookie = admin.cookie) =>
      send(row.endpoint, row.method, row.path, 'body' in row ? row.body() : undefined, cookie);
    const confirm = (proof: Record<string, string>, cookie = admin.cookie) =>
      send(reauthenticate, 'POST', 'reauthenticate', proof, cookie);
    return { services, admin, target, send, change, confirm };
  }

  it.each(CHANGES)('refuses $name with 403 and REAUTHENTICATE until the password is confirmed, changing nothing', async (row) => {
    const { change } = await setUp();
    const before = await snapshot(database);
    expect(await change(row)).toEqual({ status: 403, body: { message: REAUTHENTICATE_MESSAGE, code: REAUTHENTICATE_CODE } });
    expect(await snapshot(database)).toEqual(before);
  });

  it.each(CHANGES)('allows $name once the password is confirmed', async (row) => {
    const { change, confirm } = await setUp();
    expect(await confirm({ password: TEST_PASSWORD })).toEqual({
      status: 200,
      body: { reauthenticated: true, validForSeconds: REAUTHENTICATION_WINDOW_MINUTES * 60 },
    });
    expect((await change(row)).status).toBeLessThan(300);
  });

  it('asks again once the confirmation is five minutes old', async () => {
    const { change, confirm, admin } = await setUp();
    expect((await confirm({ password: TEST_PASSWORD })).status).toBe(200);
    const stale = new Date(Date.now() - REAUTHENTICATION_WINDOW_MINUTES * 60_000 - 1000);
    await database.db.updateTable('sessions').set({ reauthenticated_at: stale }).where('user_id', '=', admin.id).execute();
    expect((await change(CHANGES[2])).body).toEqual({ message: REAUTHENTICATE_MESSAGE, code: REAUTHENTICATE_CODE });
    const almost = new Date(Date.now() - REAUTHENTICATION_WINDOW_MINUTES * 60_000 + 30_000);
    await database.db.updateTable('sessions').set({ reauthenticated_at: almost }).where('user_id', '=', admin.id).execute();
    expect((await change(CHANGES[2])).status).toBe(200);
  });

  it("holds only for the session that confirmed: the same admin's other session is still asked", async () => {
    const { change, confirm, services } = await setUp();
    const elsewhere = sessionCookieFrom(
      await handleAuthRequest(signInRequest('boss@calderrowe.com.au', TEST_PASSWORD), services.auth, ADDRESS),
    );
    expect((await confirm({ password: TEST_PASSWORD })).status).toBe(200);
    expect((await change(CHANGES[2], elsewhere)).status).toBe(403);
    expect((await change(CHANGES[2])).status).toBe(200);
  });

  it('refuses a wrong password with 400 and audits it; past five wrong ones even the right one waits (429)', async () => {
    const { change, confirm } = await setUp();
    for (let attempt = 0; attempt < MAX_WRONG_CONFIRMATIONS; attempt += 1) {
      expect(await confirm({ password: 'not-the-password' })).toEqual({ status: 400, body: { message: WRONG_PASSWORD_MESSAGE } });
    }
    const blocked = await confirm({ password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many wrong confirmations. Please wait 15 minutes and try again.');
    expect((await change(CHANGES[2])).status).toBe(403);
    const log = await listAuditLog(database.db);
    expect(log.map((entry) => entry.action)).toEqual(Array(MAX_WRONG_CONFIRMATIONS).fill('user.reauthenticate-failed'));
    expect(log[0]).toMatchObject({ userEmail: 'boss@calderrowe.com.au', details: { method: 'password' } });
  });

  it('audits a confirmation, never with the password, and keeps the page caches (nothing public changed)', async () => {
    const { confirm, services } = await setUp();
    expect((await confirm({ password: TEST_PASSWORD })).status).toBe(200);
    const log = await listAuditLog(database.db);
    expect(log).toMatchObject([
      { action: 'user.reauthenticate', userEmail: 'boss@calderrowe.com.au', details: { method: 'password' } },
    ]);
    expect(JSON.stringify(await snapshot(database))).not.toContain(TEST_PASSWORD);
    expect(services.log.lines.join('\n')).not.toContain(TEST_PASSWORD);
    expect(services.pageCache.generation).toBe(0);
  });

  it('takes a current authenticator code when two-factor sign-in is on, once only, and no code when it is off', async () => {
    const { change, confirm, services, admin } = await setUp();
    expect(await confirm({ code: '123456' })).toEqual({ status: 400, body: { message: NO_TWO_FACTOR_MESSAGE } });
    const { secret, cookie } = await enableTwoFactor(services.auth, admin.cookie, ADDRESS);
    // The current step was spent turning two-factor on; the next one is accepted too.
    const code = totpCode(secret, Date.now() + 30_000);
    expect(await confirm({ code: code === '000000' ? '111111' : '000000' }, cookie)).toEqual({
      status: 400,
      body: { message: WRONG_CODE_MESSAGE },
    });
    expect((await confirm({ code }, cookie)).status).toBe(200);
    expect((await change(CHANGES[2], cookie)).status).toBe(200);
    expect(await confirm({ code }, cookie)).toEqual({ status: 400, body: { message: TOTP_CODE_USED_MESSAGE } });
  });
});

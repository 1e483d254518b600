import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { listUsers } from '../users/user-endpoints.server.ts';
import { TWO_FACTOR_REQUIRED_MESSAGE } from './access.ts';
import type { StaffServices } from './auth.server.ts';
import {
  authPost,
  createTestStaffServices,
  enableTwoFactor,
  sessionCookieFrom,
  signedInAs,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
  totpCode,
} from './auth.testing.ts';
import { handleAuthRequest } from './auth-door.server.ts';
import { findStaffSession } from './session.server.ts';
import { TOTP_CODE_USED_MESSAGE } from './totp-replay.server.ts';

const ADDRESS = '203.0.113.20';

/** The code of the next time step, which Better Auth accepts too: the current one was spent turning two-factor on. */
function nextCode(secret: string): string {
  return totpCode(secret, Date.now() + 30_000);
}

/** The short-lived two-factor cookie a right password gets for an account with two-factor sign-in. */
async function passwordStep(services: StaffServices, email: string): Promise<string> {
  const password = await handleAuthRequest(signInRequest(email, TEST_PASSWORD), services, ADDRESS);
  expect(await password.clone().json()).toMatchObject({ twoFactorRedirect: true });
  return password.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe.each(testDialects)('two-factor sign-in on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('asks for an authenticator code after the password, and signs in only with the right one', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestStaffServices(database);
    const { cookie, email } = await signedInAs(services, 'editor');
    const { secret, backupCodes } = await enableTwoFactor(services, cookie, ADDRESS);
    expect(backupCodes.length).toBeGreaterThan(0);
    const stored = await database.db.selectFrom('two_factors').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);

    const password = await handleAuthRequest(signInRequest(email, TEST_PASSWORD), services, ADDRESS);
    expect(password.status).toBe(200);
    expect(await password.clone().json()).toMatchObject({ twoFactorRedirect: true });
    // Only the short-lived two-factor cookie: no session yet.
    const pending = password.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(pending).not.toMatch(/session_token=[^;]+/);

    const wrong = await handleAuthRequest(authPost('/two-factor/verify-totp', pending, { code: '000000' }), services, ADDRESS);
    expect(wrong.status).toBe(401);
    const right = await handleAuthRequest(
      authPost('/two-factor/verify-totp', pending, { code: nextCode(secret) }),
      services,
      ADDRESS,
    );
    expect(right.status).toBe(200);
    // The session token stays in the HttpOnly cookie, out of the JSON scripts can read.
    expect(await right.clone().json()).not.toHaveProperty('token');
    expect(right.headers.get('Cache-Control')).toBe('private, no-store');
    const session = await findStaffSession(services, new Headers({ cookie: sessionCookieFrom(right) }));
    expect(session?.user).toMatchObject({ email, twoFactorEnabled: true });
  });

  it('writes turning two-factor sign-in on and off to the audit log, and not the codes of a sign-in', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestStaffServices(database);
    const { cookie, email } = await signedInAs(services, 'viewer');
    const enabled = await enableTwoFactor(services, cookie, ADDRESS);
    const pending = (await handleAuthRequest(signInRequest(email, TEST_PASSWORD), services, ADDRESS)).headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const second = await handleAuthRequest(
      authPost('/two-factor/verify-totp', pending, { code: nextCode(enabled.secret) }),
      services,
      ADDRESS,
    );
    expect(second.status).toBe(200);
    const off = await handleAuthRequest(
      authPost('/two-factor/disable', enabled.cookie, { password: TEST_PASSWORD }),
      services,
      ADDRESS,
    );
    expect(off.status).toBe(200);
    const entries = await database.db.selectFrom('audit_log').select(['action', 'user_email']).orderBy('created_at').execute();
    expect(entries).toEqual([
      { action: 'user.two-factor-on', user_email: email },
      { action: 'user.two-factor-off', user_email: email },
    ]);
  });

  it('keeps an admin without two-factor out of every admin endpoint when the firm requires it', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database, { requireAdminTwoFactor: true });
    const admin = await signedInAs(services.auth, 'admin');
    const list = () =>
      listUsers.handle(new Request(`${TEST_ORIGIN}/api/admin/users`, { headers: { cookie: admin.cookie } }), {}, services);
    const refused = await list();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: TWO_FACTOR_REQUIRED_MESSAGE });

    const { cookie } = await enableTwoFactor(services.auth, admin.cookie, ADDRESS);
    const allowed = await listUsers.handle(new Request(`${TEST_ORIGIN}/api/admin/users`, { headers: { cookie } }), {}, services);
    expect(allowed.status).toBe(200);

    // Nor may the admin turn it off again while the firm requires it.
    const disable = await handleAuthRequest(
      authPost('/two-factor/disable', cookie, { password: TEST_PASSWORD }),
      services.auth,
      ADDRESS,
    );
    expect(disable.status).toBe(403);
    const user = await database.db
      .selectFrom('users')
      .select('two_factor_enabled')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(user.two_factor_enabled === true || user.two_factor_enabled === 1).toBe(true);
  });

  it('accepts a code once: the same code, or an earlier one, is refused for a second sign-in (RFC 6238 5.2)', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestStaffServices(database);
    const { cookie, email } = await signedInAs(services, 'editor');
    const { secret } = await enableTwoFactor(services, cookie, ADDRESS);
    const code = nextCode(secret);
    const first = await handleAuthRequest(
      authPost('/two-factor/verify-totp', await passwordStep(services, email), { code }),
      services,
      ADDRESS,
    );
    expect(first.status).toBe(200);
    const sessionsAfterFirst = await database.db.selectFrom('sessions').select('id').execute();

    // From other addresses, as a replay would come (Better Auth also limits two-factor attempts per address).
    for (const [reused, address] of [
      [code, '198.51.100.7'],
      [totpCode(secret), '198.51.100.8'],
    ] as const) {
      const again = await handleAuthRequest(
        authPost('/two-factor/verify-totp', await passwordStep(services, email), { code: reused }),
        services,
        address,
      );
      expect(again.status).toBe(401);
      expect(await again.json()).toMatchObject({ message: TOTP_CODE_USED_MESSAGE, code: 'TOTP_CODE_ALREADY_USED' });
      expect(again.headers.getSetCookie().join('\n')).not.toMatch(/session_token=[^;]+/);
    }
    expect(await database.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsAfterFirst);
  });

  it('lets exactly one of two sign-ins racing with the same code through', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestStaffServices(database);
    const { cookie, email } = await signedInAs(services, 'editor');
    const { secret } = await enableTwoFactor(services, cookie, ADDRESS);
    const code = nextCode(secret);
    const [one, two] = [await passwordStep(services, email), await passwordStep(services, email)];
    const answers = await Promise.all(
      [one, two].map((pending) => handleAuthRequest(authPost('/two-factor/verify-totp', pending, { code }), services, ADDRESS)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });
});

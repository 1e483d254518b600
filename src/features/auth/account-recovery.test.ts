// `npm run user:reset-password`'s rules (recoverAccount): the locked-out admin gets back in.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { ACCOUNT_NOTICE_KINDS } from './account-notices.server.ts';
import { AccountNotFoundError, recoverAccount } from './accounts.server.ts';
import { createTestStaffServices, enableTwoFactor, signedInAs, signInRequest, TEST_PASSWORD } from './auth.testing.ts';
import { handleAuthRequest } from './auth-door.server.ts';
import { MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './login-throttle.server.ts';
import { findStaffSession } from './session.server.ts';

const NEW_PASSWORD = 'recovered-admin-password';

describe.each(testDialects)('recovering a locked-out account on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('sets the new password, ends every session, forgets failed sign-ins and is audited', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestStaffServices(database);
    const admin = await signedInAs(services, 'admin', 'only-admin@example.com');
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
      await handleAuthRequest(signInRequest('only-admin@example.com', 'a-wrong-password'), services, '203.0.113.9');
    }
    const blocked = await handleAuthRequest(signInRequest('only-admin@example.com', TEST_PASSWORD), services, '203.0.113.9');
    expect(blocked.status).toBe(429);

    await recoverAccount(services, { email: 'Only-Admin@example.com', password: NEW_PASSWORD });

    expect(await findStaffSession(services, new Headers({ cookie: admin.cookie }))).toBeNull();
    expect(
      (await handleAuthRequest(signInRequest('only-admin@example.com', TEST_PASSWORD), services, '203.0.113.9')).status,
    ).toBe(401);
    expect((await handleAuthRequest(signInRequest('only-admin@example.com', NEW_PASSWORD), services, '203.0.113.9')).status).toBe(
      200,
    );
    const notice = await database.db.selectFrom('email_outbox').select(['kind', 'to_address']).execute();
    expect(notice).toContainEqual({ kind: ACCOUNT_NOTICE_KINDS.passwordChanged, to_address: 'only-admin@example.com' });
    const audit = await database.db.selectFrom('audit_log').select(['action', 'user_email']).execute();
    expect(audit).toContainEqual({ action: 'user.password-reset-command-line', user_email: 'only-admin@example.com' });
  });

  it('keeps two-factor sign-in unless asked to turn it off (a lost authenticator)', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestStaffServices(database);
    const admin = await signedInAs(services, 'admin', 'only-admin@example.com');
    await enableTwoFactor(services, admin.cookie, '203.0.113.10');

    await recoverAccount(services, { email: 'only-admin@example.com', password: NEW_PASSWORD });
    const kept = await handleAuthRequest(signInRequest('only-admin@example.com', NEW_PASSWORD), services, '203.0.113.10');
    expect(await kept.json()).toMatchObject({ twoFactorRedirect: true });

    await recoverAccount(services, { email: 'only-admin@example.com', password: NEW_PASSWORD, turnOffTwoFactor: true });
    const off = await handleAuthRequest(signInRequest('only-admin@example.com', NEW_PASSWORD), services, '203.0.113.10');
    expect(off.status).toBe(200);
    expect(await off.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await database.db.selectFrom('two_factors').select('id').execute()).toEqual([]);
  });

  it('refuses an unknown address and a weak password, changing nothing', async () => {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestStaffServices(database);
    await signedInAs(services, 'admin', 'only-admin@example.com');
    const before = await database.db.selectFrom('accounts').select('password').execute();
    await expect(recoverAccount(services, { email: 'nobody@example.com', password: NEW_PASSWORD })).rejects.toThrow(
      new AccountNotFoundError('nobody@example.com'),
    );
    await expect(recoverAccount(services, { email: 'only-admin@example.com', password: 'short' })).rejects.toThrow(
      'Password must be at least 12 characters.',
    );
    expect(await database.db.selectFrom('accounts').select('password').execute()).toEqual(before);
  });
});

import { verifyPassword } from 'better-auth/crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import {
  AccountExistsError,
  countUsers,
  createAccount,
  DEFAULT_FIRST_ADMIN_EMAIL,
  ensureFirstAdmin,
  generatePassword,
} from './accounts.server.ts';
import type { StaffServices } from './auth.server.ts';
import { createTestStaffServices, signInRequest } from './auth.testing.ts';
import { handleAuthRequest } from './auth-door.server.ts';
import { PRODUCTION_SCRYPT_COST, scryptPasswordHashing, TEST_SCRYPT_COST } from './password-hashing.testing.ts';

describe('generated passwords', () => {
  it('are 20 characters long by default and differ every time', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toHaveLength(20);
    expect(generatePassword(12)).toHaveLength(12);
  });
});

describe.each(testDialects)('staff accounts on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  let services: StaffServices;
  /** 'production': the auth library's own password hash, as the server uses; 'test': the cheap one other tests use. */
  async function freshDatabase(passwordHashing: 'test' | 'production' = 'test') {
    database = await createMigratedTestDatabase(dialect);
    services = await createTestStaffServices(database, { passwordHashing });
    return database.db;
  }

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, storing only a hash', async () => {
    const db = await freshDatabase('production');
    const result = await ensureFirstAdmin(services, { email: 'owner@example.com.au', password: 'correct horse battery' });
    expect(result).toEqual({ email: 'owner@example.com.au', generatedPassword: undefined });
    const user = await db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.role).toBe('admin');
    const account = await db.selectFrom('accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(account.provider_id).toBe('credential');
    expect(account.password).not.toContain('correct horse battery');
    expect(await verifyPassword({ hash: account.password ?? '', password: 'correct horse battery' })).toBe(true);
  });

  it('generates a strong password when none is configured, and only once', async () => {
    const db = await freshDatabase('production');
    const result = await ensureFirstAdmin(services, {});
    expect(result?.email).toBe(DEFAULT_FIRST_ADMIN_EMAIL);
    expect(result?.generatedPassword).toHaveLength(20);
    const account = await db.selectFrom('accounts').select('password').executeTakeFirstOrThrow();
    expect(await verifyPassword({ hash: account.password ?? '', password: result?.generatedPassword ?? '' })).toBe(true);
    expect(await ensureFirstAdmin(services, {})).toBeNull();
    expect(await countUsers(db)).toBe(1);
  });

  it('hashes passwords as production does with scrypt at N=16384, r=16, p=1, and signs in with them', async () => {
    const db = await freshDatabase('production');
    await createAccount(services, { email: 'cost@example.com.au', password: 'a-long-password', role: 'viewer' });
    const account = await db.selectFrom('accounts').select('password').executeTakeFirstOrThrow();
    const stored = { hash: account.password ?? '', password: 'a-long-password' };
    expect(PRODUCTION_SCRYPT_COST).toEqual({ N: 16384, r: 16, p: 1 });
    expect(await scryptPasswordHashing(PRODUCTION_SCRYPT_COST).verify(stored)).toBe(true);
    // The cheap cost the other tests use gives another key: production's cost is what made this one.
    expect(await scryptPasswordHashing(TEST_SCRYPT_COST).verify(stored)).toBe(false);
    const signIn = await handleAuthRequest(signInRequest('cost@example.com.au', 'a-long-password'), services, '203.0.113.10');
    expect(signIn.status).toBe(200);
  });

  it('creates exactly one first admin when several instances start on an empty database at once', async () => {
    const db = await freshDatabase();
    // Each instance has its own auth library over the same database, as separate processes would.
    const instances = await Promise.all(Array.from({ length: 3 }, () => createTestStaffServices(database)));
    const results = await Promise.all(
      instances.map((instance) => ensureFirstAdmin(instance, { password: 'a-long-first-password' })),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await countUsers(db)).toBe(1);
    expect((await db.selectFrom('accounts').select('id').execute()).length).toBe(1);
  });

  it('marks created accounts verified and keeps "no role" as no role', async () => {
    const db = await freshDatabase();
    await createAccount(services, { email: 'nobody@example.com', password: 'a-long-password', role: null });
    const user = await db.selectFrom('users').select(['role', 'email_verified']).executeTakeFirstOrThrow();
    expect(user.role).toBeNull();
    expect(user.email_verified === true || user.email_verified === 1).toBe(true);
  });

  it('refuses a second account with the same e-mail, in any case', async () => {
    await freshDatabase();
    await createAccount(services, { email: 'editor@example.com', password: 'a-long-password', role: 'editor' });
    await expect(
      createAccount(services, { email: 'Editor@Example.com', password: 'another-password', role: 'viewer' }),
    ).rejects.toThrow(AccountExistsError);
  });

  it('refuses a password shorter than 12 characters and an unknown role', async () => {
    const db = await freshDatabase();
    await expect(createAccount(services, { email: 'a@example.com', password: 'short', role: 'viewer' })).rejects.toThrow(
      'Password must be at least 12 characters.',
    );
    await expect(
      // @ts-expect-error: the role is checked at run time too
      createAccount(services, { email: 'a@example.com', password: 'long-enough-pass', role: 'owner' }),
    ).rejects.toThrow('Role must be admin, editor or viewer.');
    expect(await countUsers(db)).toBe(0);
  });
});

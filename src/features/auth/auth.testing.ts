// Test helpers for staff sign-in: auth services over a migrated database, accounts per role, and
// signed-in requests made through the real /api/auth door.
import type { AppDatabase } from '#src/platform/db/database.ts';
import { migrateToLatest } from '#src/platform/db/migrate.ts';
import { createLogger } from '#src/platform/log.ts';
import { recordAudit } from '../admin/audit.server.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { createAccount } from './accounts.server.ts';
import { createStaffAuth, type StaffServices } from './auth.server.ts';
import { handleAuthRequest } from './auth-door.server.ts';
import { scryptPasswordHashing, TEST_SCRYPT_COST } from './password-hashing.testing.ts';
import type { Role } from './roles.ts';
import { totpCode } from './totp-code.testing.ts';

export const TEST_ORIGIN = 'http://localhost:4321';
export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const TEST_PASSWORD = 'correct-horse-battery-staple';
export const TEST_LOGIN = { defaultDomain: 'calderrowe.com.au', aliases: { davidc: 'admin@calderrowe.com.au' } };

/**
 * Test accounts' passwords: scrypt at a small fraction of production's cost. Tests of the production
 * hash itself pass `passwordHashing: 'production'` to createTestStaffServices.
 */
export const testPasswordHashing = scryptPasswordHashing(TEST_SCRYPT_COST);

export interface LogCapture {
  lines: string[];
}

/**
 * Migrates the database and builds auth services whose log lines are kept in `log.lines`; passwords are
 * hashed at the test cost unless `passwordHashing` is 'production' (the auth library's own scrypt).
 */
export async function createTestStaffServices(
  database: AppDatabase,
  { requireAdminTwoFactor = false, passwordHashing = 'test' as 'test' | 'production' } = {},
): Promise<StaffServices & { log: LogCapture }> {
  await migrateToLatest(database);
  const log: LogCapture = { lines: [] };
  const logger = createLogger('debug', (line) => log.lines.push(line));
  return {
    database,
    auth: createStaffAuth({
      database,
      secret: TEST_SECRET,
      siteUrl: TEST_ORIGIN,
      logger,
      passwordHashing: passwordHashing === 'test' ? testPasswordHashing : undefined,
    }),
    login: TEST_LOGIN,
    siteUrl: TEST_ORIGIN,
    logger,
    requireAdminTwoFactor,
    recordChange: (actor, change) => recordAudit(database.db, actor, change),
    firm: async () => DEFAULT_COMPANY,
    log,
  };
}

/** Posts to /api/auth/sign-in/email as a browser on our site would. */
export function signInRequest(username: string, password: string): Request {
  return new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify({ email: username, password }),
  });
}

/** The Cookie header value that carries the session a sign-in response set. */
export function sessionCookieFrom(response: Response): string {
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((cookie) => cookie.includes('session_token='));
  if (cookies.length === 0) throw new Error(`no session cookie in a ${response.status} response`);
  return cookies.join('; ');
}

/** Creates an account with `role` and signs it in; returns its id and session cookie. */
export async function signedInAs(
  services: StaffServices,
  role: Role | null,
  email = `${role ?? 'norole'}@example.com.au`,
): Promise<{ id: string; email: string; cookie: string }> {
  const account = await createAccount(services, { email, password: TEST_PASSWORD, role, name: '' });
  const response = await handleAuthRequest(signInRequest(email, TEST_PASSWORD), services, '203.0.113.10');
  if (!response.ok) throw new Error(`sign-in for ${email} failed with ${response.status}: ${await response.text()}`);
  return { id: account.id, email, cookie: sessionCookieFrom(response) };
}

/** A JSON POST to /api/auth/<path> from our own site with a session cookie. */
export function authPost(path: string, cookie: string, body: unknown): Request {
  return new Request(`${TEST_ORIGIN}/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, cookie },
    body: JSON.stringify(body),
  });
}

/**
 * Turns on TOTP for a signed-in account as the dashboard does (the password, then the first code),
 * from `address`; returns the secret an app would store, the backup codes and the session cookie that follows.
 */
export async function enableTwoFactor(services: StaffServices, cookie: string, address: string) {
  const enable = await handleAuthRequest(authPost('/two-factor/enable', cookie, { password: TEST_PASSWORD }), services, address);
  if (enable.status !== 200) throw new Error(`turning two-factor on answered ${enable.status}`);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const verify = await handleAuthRequest(
    authPost('/two-factor/verify-totp', cookie, { code: totpCode(secret) }),
    services,
    address,
  );
  if (verify.status !== 200) throw new Error(`the first code answered ${verify.status}`);
  return { secret, backupCodes, cookie: sessionCookieFrom(verify) };
}

export { totpCode };

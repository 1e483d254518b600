import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { oversizedBody, pulledWithin, requestWithBody } from '#src/platform/http/oversized-body.testing.ts';
import { createAccount } from './accounts.server.ts';
import { createStaffAuth, SESSION_LIFETIME_SECONDS, type StaffServices } from './auth.server.ts';
import {
  createTestStaffServices,
  sessionCookieFrom,
  signedInAs,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
  TEST_SECRET,
  testPasswordHashing,
} from './auth.testing.ts';
import { AUTH_BODY_MAX_BYTES, AUTH_BODY_TOO_LARGE_MESSAGE, handleAuthRequest } from './auth-door.server.ts';
import {
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_SLOWDOWN_SECONDS,
  reserveLoginAttempt,
  SLOW_AFTER_ACCOUNT_FAILURES,
} from './login-throttle.server.ts';
import { findStaffSession } from './session.server.ts';

describe.each(testDialects)('staff sign-in on %s', (dialect) => {
  let database: TestDatabase;
  let services: StaffServices & { log: { lines: string[] } };
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    services = await createTestStaffServices(database);
  }

  it('signs in with a bare username on the default domain and reads the session back with its role', async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor', name: 'Jo' });
    const response = await handleAuthRequest(signInRequest('Jo', TEST_PASSWORD), services, '203.0.113.1');
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // http://localhost is not HTTPS, so the cookie must work without Secure there.
    expect(setCookie).not.toMatch(/Secure/i);
    const session = await findStaffSession(services, new Headers({ cookie: sessionCookieFrom(response) }));
    expect(session?.user).toEqual({
      id: expect.any(String),
      email: 'jo@calderrowe.com.au',
      name: 'Jo',
      role: 'editor',
      twoFactorEnabled: false,
      mustEnableTwoFactor: false,
    });
  });

  it('marks the session cookie Secure when the site is served over HTTPS', async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    const site = 'https://www.calderrowe.com.au';
    const https = {
      ...services,
      siteUrl: site,
      auth: createStaffAuth({
        database,
        secret: TEST_SECRET,
        siteUrl: site,
        logger: services.logger,
        passwordHashing: testPasswordHashing,
      }),
    };
    const request = new Request(`${site}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site },
      body: JSON.stringify({ email: 'jo', password: TEST_PASSWORD }),
    });
    const response = await handleAuthRequest(request, https, '203.0.113.1');
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
  });

  it('answers 429 to sign-in requests from one address beyond SIGN_IN_RATE_LIMIT, whatever their outcome', async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    const limited = {
      ...services,
      auth: createStaffAuth({
        database,
        secret: TEST_SECRET,
        siteUrl: TEST_ORIGIN,
        logger: services.logger,
        signInRateLimit: { max: 2, windowSeconds: 60 },
        passwordHashing: testPasswordHashing,
      }),
    };
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await handleAuthRequest(signInRequest('jo', TEST_PASSWORD), limited, '203.0.113.7')).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another address is not affected.
    expect((await handleAuthRequest(signInRequest('jo', TEST_PASSWORD), limited, '203.0.113.8')).status).toBe(200);
  });

  it('maps a configured alias to its e-mail address', async () => {
    await setUp();
    await createAccount(services, { email: 'admin@calderrowe.com.au', password: TEST_PASSWORD, role: 'admin' });
    const response = await handleAuthRequest(signInRequest('DavidC', TEST_PASSWORD), services, '203.0.113.1');
    expect(response.status).toBe(200);
  });

  it('stores session expiry and flags in a form it reads back as dates and booleans', async () => {
    await setUp();
    const { cookie, id } = await signedInAs(services, 'viewer');
    const row = await database.db.selectFrom('sessions').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    const expiresIn = new Date(row.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan((SESSION_LIFETIME_SECONDS - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(SESSION_LIFETIME_SECONDS * 1000);
    const { response } = await services.auth.api.getSession({ headers: new Headers({ cookie }), returnHeaders: true });
    expect(response?.session.expiresAt).toBeInstanceOf(Date);
    expect(response?.user.emailVerified).toBe(true);
    expect(response?.user.banned).toBe(false);
    expect(row.ip_address).toBe('203.0.113.10');
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    const wrong = await handleAuthRequest(signInRequest('jo', 'not-the-password'), services, '203.0.113.1');
    const unknown = await handleAuthRequest(signInRequest('nobody', 'not-the-password'), services, '203.0.113.1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it(`blocks an address for an account after ${MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS} wrong passwords in 15 minutes, even with the right one, and says so`, async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      const response = await handleAuthRequest(signInRequest('jo', `wrong-${attempt}`), services, '198.51.100.66');
      expect(response.status).toBe(401);
    }
    const blocked = await handleAuthRequest(signInRequest('jo', TEST_PASSWORD), services, '198.51.100.66');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
      code: 'TOO_MANY_FAILED_LOGINS',
    });
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    // An unknown account is throttled with the same words, so the answer tells nothing.
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      await handleAuthRequest(signInRequest('ghost', `wrong-${attempt}`), services, '198.51.100.66');
    }
    const ghost = await handleAuthRequest(signInRequest('ghost', 'anything'), services, '198.51.100.66');
    expect(ghost.status).toBe(429);
    expect((await ghost.json()).message).toBe('Too many failed login attempts. Please wait 15 minutes and try again.');
  });

  it('never locks the owner out: after wrong passwords from elsewhere, the right one from an address that has not failed signs in, slowed', async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      expect((await handleAuthRequest(signInRequest('jo', `wrong-${attempt}`), services, '198.51.100.66')).status).toBe(401);
    }
    const started = Date.now();
    const owner = await handleAuthRequest(signInRequest('jo', TEST_PASSWORD), services, '203.0.113.5');
    expect(owner.status).toBe(200);
    // Five failures on the account: this attempt waited a second before the password was checked.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it(`slows an account that fails from many addresses, a second more per failure up to ${MAX_SLOWDOWN_SECONDS} s, without blocking it`, async () => {
    await setUp();
    const db = database.db;
    const slowdowns: number[] = [];
    for (let attempt = 1; attempt <= SLOW_AFTER_ACCOUNT_FAILURES + MAX_SLOWDOWN_SECONDS + 2; attempt++) {
      // Each attempt counted and left counted, as a wrong password is.
      const reservation = await reserveLoginAttempt(db, { email: 'jo@calderrowe.com.au', address: `198.51.100.${attempt}` });
      if (!reservation.allowed) throw new Error('an attempt from a fresh address was refused');
      slowdowns.push(reservation.slowdownSeconds);
    }
    expect(slowdowns).toEqual([0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10]);
  });

  it(`throttles an address after ${MAX_FAILURES_PER_ADDRESS} wrong passwords across accounts`, async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_ADDRESS; attempt++) {
      const response = await handleAuthRequest(signInRequest(`guess${attempt}`, 'wrong-password'), services, '192.0.2.7');
      expect(response.status).toBe(401);
    }
    expect((await handleAuthRequest(signInRequest('jo', TEST_PASSWORD), services, '192.0.2.7')).status).toBe(429);
    // Another address is unaffected.
    expect((await handleAuthRequest(signInRequest('jo', TEST_PASSWORD), services, '192.0.2.8')).status).toBe(200);
  });

  it('lets a successful sign-in clear the account count, so earlier typos do not add up', async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
        await handleAuthRequest(signInRequest('jo', 'typo'), services, '203.0.113.5');
      }
      expect((await handleAuthRequest(signInRequest('jo', TEST_PASSWORD), services, '203.0.113.5')).status).toBe(200);
    }
  });

  it('counts parallel guesses one by one, so a burst cannot pass the limit', async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        handleAuthRequest(signInRequest('jo', `guess-${index}`), services, '198.51.100.66').then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('keeps the session token out of every JSON answer and lets no sign-in answer be cached', async () => {
    await setUp();
    await createAccount(services, { email: 'jo@calderrowe.com.au', password: TEST_PASSWORD, role: 'editor' });
    const signIn = await handleAuthRequest(signInRequest('jo', TEST_PASSWORD), services, '203.0.113.1');
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('Cache-Control')).toBe('private, no-store');
    const cookie = sessionCookieFrom(signIn);
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    const signInBody = await signIn.text();
    expect(signInBody).not.toContain(token);
    expect(JSON.parse(signInBody)).toMatchObject({ user: { email: 'jo@calderrowe.com.au' } });

    const wrong = await handleAuthRequest(signInRequest('jo', 'not-the-password'), services, '203.0.113.1');
    expect(wrong.headers.get('Cache-Control')).toBe('private, no-store');

    const session = await handleAuthRequest(
      new Request(`${TEST_ORIGIN}/api/auth/get-session`, { headers: { cookie } }),
      services,
      '203.0.113.1',
    );
    expect(session.status).toBe(200);
    const sessionBody = await session.text();
    expect(sessionBody).not.toContain(token);
    expect(JSON.parse(sessionBody)).toMatchObject({ session: { userId: expect.any(String) }, user: { role: 'editor' } });
  });

  it('refuses a sign-in posted from another site', async () => {
    await setUp();
    const { cookie } = await signedInAs(services, 'admin');
    const request = new Request(`${TEST_ORIGIN}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', cookie },
      body: '{}',
    });
    expect((await handleAuthRequest(request, services, '203.0.113.1')).status).toBe(403);
    expect(await findStaffSession(services, new Headers({ cookie }))).not.toBeNull();
  });

  it('signs out on the server: the session is revoked, not just the cookie cleared', async () => {
    await setUp();
    const { cookie, id } = await signedInAs(services, 'editor');
    const response = await handleAuthRequest(
      new Request(`${TEST_ORIGIN}/api/auth/sign-out`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, cookie },
        body: '{}',
      }),
      services,
      '203.0.113.1',
    );
    expect(response.status).toBe(200);
    expect(await findStaffSession(services, new Headers({ cookie }))).toBeNull();
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
  });

  it.each([
    '/sign-in/email',
    '/sign-out',
    '/two-factor/enable',
    '/two-factor/disable',
    '/two-factor/verify-totp',
    '/two-factor/verify-backup-code',
  ])(
    `cuts a chunked 64 MB body to POST %s at ${AUTH_BODY_MAX_BYTES / 1024} KB with 413, signing nobody in or out`,
    async (path) => {
      await setUp();
      const { cookie, id } = await signedInAs(services, 'editor');
      const limitsBefore = await database.db.selectFrom('auth_rate_limits').selectAll().execute();
      const body = oversizedBody();
      const headers = { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, cookie };
      const response = await handleAuthRequest(
        requestWithBody(`${TEST_ORIGIN}/api/auth${path}`, 'POST', headers, body),
        services,
        '203.0.113.1',
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: AUTH_BODY_TOO_LARGE_MESSAGE });
      expect(body.pulled()).toBeLessThanOrEqual(pulledWithin(AUTH_BODY_MAX_BYTES));
      expect(await findStaffSession(services, new Headers({ cookie }))).not.toBeNull();
      expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toHaveLength(1);
      expect(await database.db.selectFrom('auth_rate_limits').selectAll().execute()).toEqual(limitsBefore);
    },
  );

  it('refuses a sign-in whose Content-Length is over the limit before reading it', async () => {
    await setUp();
    const request = new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'Content-Length': String(60 * 1024 * 1024) },
      body: JSON.stringify({ email: 'jo', password: TEST_PASSWORD }),
    });
    const response = await handleAuthRequest(request, services, '203.0.113.1');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request is too large.' });
  });

  it.each([
    ['POST', '/sign-up/email'],
    ['POST', '/admin/create-user'],
    ['POST', '/admin/set-role'],
    ['POST', '/admin/set-user-password'],
    ['POST', '/admin/remove-user'],
    ['POST', '/admin/impersonate-user'],
    ['GET', '/admin/list-users'],
  ])('keeps %s %s closed: user management goes through /api/admin', async (method, path) => {
    await setUp();
    const { cookie } = await signedInAs(services, 'admin');
    const before = await database.db.selectFrom('users').selectAll().execute();
    const request = new Request(`${TEST_ORIGIN}/api/auth${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, cookie },
      body: method === 'GET' ? undefined : JSON.stringify({ email: 'x@example.com', password: TEST_PASSWORD, name: 'x' }),
    });
    expect((await handleAuthRequest(request, services, '203.0.113.1')).status).toBe(404);
    expect(await database.db.selectFrom('users').selectAll().execute()).toEqual(before);
  });
});

// The account notices on both dialects: a new device's sign-in (not an account's first, not a device
// seen before, and with two-factor sign-in only once the code is right), two-factor turned off, and
// the words every notice carries.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { ACCOUNT_NOTICE_KINDS, helpText, sendPasswordChangedNotice } from './account-notices.server.ts';
import type { StaffServices } from './auth.server.ts';
import {
  authPost,
  createTestStaffServices,
  enableTwoFactor,
  signedInAs,
  signInRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
  totpCode,
} from './auth.testing.ts';
import { handleAuthRequest } from './auth-door.server.ts';
import { approximatePlace, describeDevice } from './device.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_MAC_NEWER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('device and place names', () => {
  it.each([
    [CHROME_MAC, 'Chrome on macOS'],
    [SAFARI_IPHONE, 'Safari on iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'Unknown browser on an unknown system'],
    [null, 'Unknown browser on an unknown system'],
  ])('names %s as %s', (userAgent, name) => expect(describeDevice(userAgent)).toBe(name));

  it.each([
    ['203.0.113.54', '203.0.x.x'],
    ['::ffff:198.51.100.7', '198.51.x.x'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:…'],
    ['::1', 'Unknown'],
    ['unknown', 'Unknown'],
    [null, 'Unknown'],
  ])('shows the address %s as no more than %s', (address, place) => expect(approximatePlace(address)).toBe(place));
});

describe.each(testDialects)('account notices on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    return createTestStaffServices(database);
  }

  function signInFrom(services: StaffServices, email: string, userAgent: string | null, address = '203.0.113.54') {
    const request = signInRequest(email, TEST_PASSWORD);
    if (userAgent) request.headers.set('user-agent', userAgent);
    return handleAuthRequest(request, services, address);
  }

  const notices = (kind: string) =>
    database.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body'])
      .where('kind', '=', kind)
      // In the order they were queued: PostgreSQL moves a row it updates (the worker marking it sent).
      .orderBy('created_at')
      .execute();

  it('sends no notice for an account first sign-in nor for a device it has used, and one for a new device', async () => {
    const services = await setUp();
    const { email } = await signedInAs(services, 'editor', 'ed@calderrowe.com.au');
    expect(await notices(ACCOUNT_NOTICE_KINDS.newDevice)).toEqual([]);
    // signedInAs signed in without a user agent: that device is now known.
    expect((await signInFrom(services, email, null)).status).toBe(200);
    expect(await notices(ACCOUNT_NOTICE_KINDS.newDevice)).toEqual([]);

    expect((await signInFrom(services, email, CHROME_MAC, '203.0.113.54')).status).toBe(200);
    const [notice, ...more] = await notices(ACCOUNT_NOTICE_KINDS.newDevice);
    expect(more).toEqual([]);
    expect(notice?.to_address).toBe('ed@calderrowe.com.au');
    expect(notice?.subject).toBe('New sign-in to your Calder & Rowe Advisory account');
    expect(notice?.text_body).toContain('Chrome on macOS, from the network 203.0.x.x');
    expect(notice?.text_body).not.toContain('203.0.113.54');
    expect(notice?.text_body).toContain(helpText(TEST_ORIGIN, DEFAULT_COMPANY));

    // A browser update is the same device.
    expect((await signInFrom(services, email, CHROME_MAC_NEWER)).status).toBe(200);
    expect(await notices(ACCOUNT_NOTICE_KINDS.newDevice)).toHaveLength(1);
  });

  it('sends nothing for a wrong password from a new device', async () => {
    const services = await setUp();
    const { email } = await signedInAs(services, 'viewer', 'vi@calderrowe.com.au');
    const request = new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'user-agent': SAFARI_IPHONE },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });
    expect((await handleAuthRequest(request, services, '203.0.113.54')).status).toBe(401);
    expect(await notices(ACCOUNT_NOTICE_KINDS.newDevice)).toEqual([]);
    expect(await database.db.selectFrom('seen_devices').select('device_hash').execute()).toHaveLength(1);
  });

  it('with two-factor sign-in, counts a new device once its code is right, not at the password', async () => {
    const services = await setUp();
    const { email, cookie } = await signedInAs(services, 'editor', 'tf@calderrowe.com.au');
    const { secret } = await enableTwoFactor(services, cookie, '203.0.113.54');
    const password = await signInFrom(services, email, SAFARI_IPHONE);
    expect(await password.clone().json()).toMatchObject({ twoFactorRedirect: true });
    expect(await notices(ACCOUNT_NOTICE_KINDS.newDevice)).toEqual([]);
    const pending = password.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const verify = authPost('/two-factor/verify-totp', pending, { code: totpCode(secret, Date.now() + 30_000) });
    verify.headers.set('user-agent', SAFARI_IPHONE);
    expect((await handleAuthRequest(verify, services, '198.51.100.7')).status).toBe(200);
    const [notice] = await notices(ACCOUNT_NOTICE_KINDS.newDevice);
    expect(notice?.text_body).toContain('Safari on iOS, from the network 198.51.x.x');
  });

  it('tells the account when two-factor sign-in is turned off, and not when it is turned on', async () => {
    const services = await setUp();
    const { cookie } = await signedInAs(services, 'viewer', 'vi@calderrowe.com.au');
    const { cookie: after } = await enableTwoFactor(services, cookie, '203.0.113.54');
    expect(await notices(ACCOUNT_NOTICE_KINDS.twoFactorOff)).toEqual([]);
    const off = await handleAuthRequest(
      authPost('/two-factor/disable', after, { password: TEST_PASSWORD }),
      services,
      '203.0.113.54',
    );
    expect(off.status).toBe(200);
    const [notice] = await notices(ACCOUNT_NOTICE_KINDS.twoFactorOff);
    expect(notice?.to_address).toBe('vi@calderrowe.com.au');
    expect(notice?.text_body).toContain('Two-factor sign-in was turned off for your staff account (vi@calderrowe.com.au)');
    expect(notice?.text_body).toContain(helpText(TEST_ORIGIN, DEFAULT_COMPANY));
  });

  it('sends nothing when turning two-factor off is refused for a wrong password', async () => {
    const services = await setUp();
    const { cookie } = await signedInAs(services, 'viewer', 'vi@calderrowe.com.au');
    const { cookie: after } = await enableTwoFactor(services, cookie, '203.0.113.54');
    const off = await handleAuthRequest(
      authPost('/two-factor/disable', after, { password: 'wrong-password-here' }),
      services,
      '203.0.113.54',
    );
    expect(off.ok).toBe(false);
    expect(await notices(ACCOUNT_NOTICE_KINDS.twoFactorOff)).toEqual([]);
  });

  it('words the password notice for each way a password changes, with the help line, escaping the name in HTML', async () => {
    const services = await setUp();
    const account = { id: 'u1', email: 'jo@calderrowe.com.au', name: 'Jo <b>Smith</b>' };
    await database.db
      .insertInto('users')
      .values({
        id: 'u1',
        name: account.name,
        email: account.email,
        email_verified: true,
        image: null,
        role: 'viewer',
        banned: false,
        ban_reason: null,
        ban_expires: null,
        two_factor_enabled: false,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    for (const way of ['own', 'admin', 'reset-link'] as const) {
      await sendPasswordChangedNotice(services.database.db, services, account, way, new Date('2026-03-04T23:30:00Z'));
    }
    const sent = await notices(ACCOUNT_NOTICE_KINDS.passwordChanged);
    expect(sent.map((row) => row.text_body.split('\n\n')[1])).toEqual([
      'You changed the password of your staff account (jo@calderrowe.com.au) on 5 March 2026 at 9:30 am Brisbane time.',
      'An admin changed the password of your staff account (jo@calderrowe.com.au) on 5 March 2026 at 9:30 am Brisbane time.',
      'The password of your staff account was changed through a reset link (jo@calderrowe.com.au) on 5 March 2026 at 9:30 am Brisbane time.',
    ]);
    for (const row of sent) {
      expect(row.text_body).toContain(helpText(TEST_ORIGIN, DEFAULT_COMPANY));
      expect(row.html_body).toContain('Hello Jo &lt;b&gt;Smith&lt;/b&gt;,');
    }
    expect(helpText(TEST_ORIGIN, DEFAULT_COMPANY)).toBe(
      'If this was not you, tell an admin of Calder & Rowe Advisory straight away, or call (07) 3180 4400. ' +
        'You can see where you are signed in, sign out other sessions and change your password at http://localhost:4321/admin/profile.',
    );
  });

  it("signs with the firm's name and phone as Site Settings hold them when the notice is sent", async () => {
    const services = await setUp();
    const renamed = { ...services, firm: async () => ({ name: 'Rowe Partners', phone: '(07) 3000 1234' }) };
    await sendPasswordChangedNotice(
      services.database.db,
      renamed,
      { id: 'nobody', email: 'jo@example.com', name: 'Jo' },
      'admin',
    );
    const [row] = await notices(ACCOUNT_NOTICE_KINDS.passwordChanged);
    expect(row?.subject).toBe('Your Rowe Partners password was changed');
    expect(row?.text_body).toContain('tell an admin of Rowe Partners straight away, or call (07) 3000 1234.');
  });
});

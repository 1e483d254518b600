// Counting page views on both dialects: the beacon endpoint's refusals, opt-outs and staff, the
// batched daily totals, unique visitors by a hash that changes daily, the tags' bound and alphabet,
// and what housekeeping keeps.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInAs, TEST_ORIGIN } from '#src/features/auth/auth.testing.ts';
import { servicesWithInsights } from '#src/features/insights/insights.testing.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { oversizedBody, pulledWithin, requestWithBody } from '#src/platform/http/oversized-body.testing.ts';
import { startHousekeeping } from '#src/server/housekeeping.ts';
import type { Services } from '#src/server/services.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { exportAnalyticsEndpoint } from './analytics-endpoints.server.ts';
import { createAnalyticsCounting, handleBeacon } from './beacon.server.ts';
import { ARTICLE_PATH_PREFIX, CALCULATOR_PATH, MAX_TAG_VALUES_PER_DAY, OTHER_TAG } from './kinds.ts';
import { DailySalts, visitorHash } from './salts.server.ts';
import { ANALYTICS_MESSAGES, BEACON_MAX_BYTES } from './schema.ts';

const NOON_20_NOV = new Date('2026-11-20T02:00:00Z'); // 12:00 in Brisbane
const NOON_21_NOV = new Date('2026-11-21T02:00:00Z');
const BROWSER = 'Mozilla/5.0 (test browser)';
const BEACONS_PER_MINUTE = 60;

function beacon(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_ORIGIN}/api/analytics/hit`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe.each(testDialects)('analytics counting on %s', (dialect) => {
  let database: TestDatabase;
  let services: Services;
  let article: string;

  beforeAll(async () => {
    database = await createMigratedTestDatabase(dialect);
    services = await servicesWithInsights(database);
    const live = await database.db
      .selectFrom('insights')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('date')
      .executeTakeFirstOrThrow();
    article = `${ARTICLE_PATH_PREFIX}${live.id}`;
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    services.analytics = createAnalyticsCounting(database.db, {
      siteUrl: TEST_ORIGIN,
      beaconRateLimit: services.config.analytics.beaconRateLimit,
    });
    await database.db.deleteFrom('analytics_daily').execute();
    await database.db.deleteFrom('analytics_monthly').execute();
    await database.db.deleteFrom('analytics_visitors').execute();
    await database.db.deleteFrom('analytics_salts').execute();
  });

  const send = (request: Request, address = '198.51.100.7', now = NOON_20_NOV) =>
    handleBeacon(request, address, { counting: services.analytics, auth: services.auth, now });

  async function daily() {
    await services.analytics.counter.flush();
    const rows = await database.db
      .selectFrom('analytics_daily')
      .selectAll()
      .orderBy('kind')
      .orderBy('day')
      .orderBy('key')
      .execute();
    return rows.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) }));
  }

  it('counts views per path per day and each visitor once a day, written only when flushed', async () => {
    expect((await send(beacon({ p: '/about' }))).status).toBe(204);
    expect((await send(beacon({ p: '/about' }))).status).toBe(204);
    expect(await send(beacon({ p: '/about' }), '198.51.100.8')).toHaveProperty('status', 204);
    expect((await send(beacon({ p: article }))).status).toBe(204);
    // Nothing reaches the database per request: the counts wait in memory for the flush.
    expect(await database.db.selectFrom('analytics_daily').selectAll().execute()).toEqual([]);
    expect(await daily()).toEqual([
      { kind: 'page', day: '2026-11-20', key: '/about', views: 3, visitors: 2 },
      { kind: 'page', day: '2026-11-20', key: article, views: 1, visitors: 1 },
      { kind: 'site', day: '2026-11-20', key: '', views: 4, visitors: 2 },
    ]);
    // A later batch adds its views, and only visitors not yet seen that day.
    await send(beacon({ p: '/about' }));
    await send(beacon({ p: '/about' }), '198.51.100.9');
    expect((await daily()).find((row) => row.kind === 'page' && row.key === '/about')).toMatchObject({ views: 5, visitors: 3 });
    const month = await database.db
      .selectFrom('analytics_monthly')
      .selectAll()
      .where('kind', '=', 'page')
      .where('key', '=', '/about')
      .execute();
    expect(month.map((row) => [row.month, Number(row.views), Number(row.visitors)])).toEqual([['2026-11', 5, 3]]);
  });

  it('counts a visit from outside under its source, referrer and UTM values, and a calculator use as an event', async () => {
    await send(beacon({ p: article, l: 1, r: 'www.linkedin.com', s: 'LinkedIn', m: 'social', c: 'q4' }));
    await send(beacon({ p: '/contact', l: 1, r: 'www.google.com' }), '198.51.100.8');
    await send(beacon({ p: '/', l: 1 }), '198.51.100.9');
    await send(beacon({ p: CALCULATOR_PATH, e: 'calculator' }));
    const rows = (await daily()).filter((row) => row.kind !== 'page' && row.kind !== 'site');
    expect(rows.map((row) => `${row.kind}:${row.key}=${row.views}/${row.visitors}`)).toEqual([
      'event:calculator=1/1',
      'referrer:www.google.com=1/1',
      'referrer:www.linkedin.com=1/1',
      'source:=1/1',
      'source:linkedin=1/1',
      'source:www.google.com=1/1',
      'utm_campaign:q4=1/1',
      'utm_medium:social=1/1',
      'utm_source:linkedin=1/1',
    ]);
  });

  /** Keys of each tag kind in a totals table, by kind. */
  async function tagKeys(table: 'analytics_daily' | 'analytics_monthly') {
    const rows = await database.db.selectFrom(table).select(['kind', 'key']).execute();
    const keys: Record<string, string[]> = {};
    for (const row of rows) {
      if (row.kind !== 'page' && row.kind !== 'site') keys[row.kind] = [...(keys[row.kind] ?? []), row.key];
    }
    return keys;
  }

  it(`keeps at most ${MAX_TAG_VALUES_PER_DAY} values of each tag a day and counts later new ones as Other`, async () => {
    const extra = 10;
    const visit = (value: string, address: string) =>
      send(beacon({ p: '/about', l: 1, r: `${value}.example`, s: value, m: value, c: value }), address);
    // Half before one flush and half after it: the bound holds in memory and against the stored day.
    for (let index = 0; index < MAX_TAG_VALUES_PER_DAY + extra; index += 1) {
      expect((await visit(`v${index}`, `198.51.100.${index}`)).status).toBe(204);
      if (index === 30) await services.analytics.counter.flush();
    }
    // A value the day already holds is still counted under its own name.
    await visit('v0', '203.0.113.1');
    const rows = await daily();
    for (const table of ['analytics_daily', 'analytics_monthly'] as const) {
      const keys = await tagKeys(table);
      expect(Object.keys(keys).sort()).toEqual(['referrer', 'source', 'utm_campaign', 'utm_medium', 'utm_source']);
      for (const [kind, values] of Object.entries(keys)) {
        expect(values, kind).toHaveLength(MAX_TAG_VALUES_PER_DAY + 1);
        expect(values, kind).toContain(OTHER_TAG);
      }
    }
    for (const kind of ['source', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign']) {
      expect(rows.find((row) => row.kind === kind && row.key === OTHER_TAG)).toMatchObject({ views: extra, visitors: extra });
      const first = kind === 'referrer' ? 'v0.example' : 'v0';
      expect(rows.find((row) => row.kind === kind && row.key === first)).toMatchObject({ views: 2, visitors: 2 });
    }
    // The next day has room again.
    await send(beacon({ p: '/about', l: 1, s: 'next-day' }), '198.51.100.200', NOON_21_NOV);
    expect((await daily()).find((row) => row.day === '2026-11-21' && row.kind === 'utm_source')?.key).toBe('next-day');
  });

  it('counts a UTM value outside its alphabet as Other, never keeping or exporting it, and still counts the view', async () => {
    const response = await send(
      beacon({ p: '/about', l: 1, r: 'mail.google.com', s: 'john.smith@gmail.com', m: 'paid social', c: 'Spring+Sale' }),
    );
    expect(response.status).toBe(204);
    await send(beacon({ p: '/about', l: 1, s: 'LinkedIn', m: 'social', c: 'spring_sale-2026' }), '198.51.100.8');
    const rows = (await daily()).filter((row) => row.kind !== 'page');
    expect(rows.map((row) => `${row.kind}:${row.key}=${row.views}`)).toEqual([
      'referrer:mail.google.com=1',
      'site:=2',
      `source:${OTHER_TAG}=1`,
      'source:linkedin=1',
      `utm_campaign:${OTHER_TAG}=1`,
      'utm_campaign:spring_sale-2026=1',
      `utm_medium:${OTHER_TAG}=1`,
      'utm_medium:social=1',
      `utm_source:${OTHER_TAG}=1`,
      'utm_source:linkedin=1',
    ]);
    for (const table of ['analytics_daily', 'analytics_monthly', 'analytics_visitors'] as const) {
      expect(JSON.stringify(await database.db.selectFrom(table).selectAll().execute())).not.toMatch(
        /john|gmail|paid social|spring\+/i,
      );
    }
    const { cookie } = await signedInAs(services.auth, 'viewer', `analytics-tags-${dialect}@example.com.au`);
    const csv = await adminCaller(services, cookie)(
      exportAnalyticsEndpoint,
      'GET',
      '/api/admin/analytics/export?table=utm-sources&from=2026-11-20&to=2026-11-20',
    );
    // The report names the folded values Other.
    expect(csv.text).toBe('\uFEFF"UTM source","Visits","Visitors"\r\n"Other","1","1"\r\n"linkedin","1","1"\r\n');
  });

  it('counts the same browser again on the next day with a different hash, from a salt made for that day', async () => {
    await send(beacon({ p: '/about' }), '198.51.100.7', NOON_20_NOV);
    await send(beacon({ p: '/about' }), '198.51.100.7', NOON_21_NOV);
    expect((await daily()).filter((row) => row.kind === 'site').map((row) => [row.day, row.visitors])).toEqual([
      ['2026-11-20', 1],
      ['2026-11-21', 1],
    ]);
    const salts = await database.db.selectFrom('analytics_salts').selectAll().orderBy('day').execute();
    expect(salts.map((salt) => salt.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(salts[0]?.salt).not.toBe(salts[1]?.salt);
    const hashes = await database.db
      .selectFrom('analytics_visitors')
      .select(['day', 'visitor'])
      .where('kind', '=', 'site')
      .orderBy('day')
      .execute();
    expect(hashes).toHaveLength(2);
    expect(hashes[0]?.visitor).not.toBe(hashes[1]?.visitor);
    // Neither the address nor the browser is stored: only the salted digest.
    expect(JSON.stringify(hashes)).not.toContain('198.51.100.7');
    expect(hashes[0]?.visitor).toBe(visitorHash(salts[0]?.salt ?? '', TEST_ORIGIN, '198.51.100.7', BROWSER));
  });

  it('shares one salt a day between instances, so a visitor is counted once whichever instance is asked', async () => {
    const [first, second] = [new DailySalts(database.db), new DailySalts(database.db)];
    const [a, b] = await Promise.all([first.forDay('2026-11-20'), second.forDay('2026-11-20')]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not count a browser that sends Do Not Track or Global Privacy Control', async () => {
    expect((await send(beacon({ p: '/about' }, { dnt: '1' }))).status).toBe(204);
    expect((await send(beacon({ p: '/about' }, { 'sec-gpc': '1' }))).status).toBe(204);
    expect(services.analytics.counter.pendingCount).toBe(0);
    expect(await daily()).toEqual([]);
  });

  it('does not count a visit by a signed-in staff member', async () => {
    const { cookie } = await signedInAs(services.auth, 'viewer', `analytics-viewer-${dialect}@example.com.au`);
    expect((await send(beacon({ p: '/about' }, { cookie }))).status).toBe(204);
    expect(await daily()).toEqual([]);
    // A cookie that is no session does not hide a visitor.
    expect((await send(beacon({ p: '/about' }, { cookie: 'theme=dark' }))).status).toBe(204);
    expect((await daily()).map((row) => row.kind)).toEqual(['page', 'site']);
  });

  it.each([
    ['a staff page', '/admin/analytics'],
    ['an unknown path', '/wp-login.php'],
    ['an unknown article', `${ARTICLE_PATH_PREFIX}no-such-article`],
    ['a path under an article', `${ARTICLE_PATH_PREFIX}x/y`],
  ])('refuses to count %s', async (_name, path) => {
    const response = await send(beacon({ p: path }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'This address is not a public page the site counts.' });
    expect(await daily()).toEqual([]);
  });

  it('refuses a draft article until it is live', async () => {
    const draft = await database.db
      .selectFrom('insights')
      .select('id')
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    await database.db.updateTable('insights').set({ status: 'draft' }).where('id', '=', draft.id).execute();
    try {
      services.analytics.paths.forget();
      expect((await send(beacon({ p: `${ARTICLE_PATH_PREFIX}${draft.id}` }))).status).toBe(422);
    } finally {
      await database.db.updateTable('insights').set({ status: 'published' }).where('id', '=', draft.id).execute();
    }
  });

  it.each([
    ['not JSON', 'p=/about'],
    ['a path that is not a path', { p: 'https://example.com/' }],
    ['a field it does not know', { p: '/about', ip: '198.51.100.7' }],
    ['an event it does not know', { p: CALCULATOR_PATH, e: 'purchase' }],
    ['a referrer that is not a host', { p: '/about', l: 1, r: 'not a host/' }],
    ['a UTM value over 100 characters', { p: '/about', l: 1, s: 'x'.repeat(101) }],
  ])('refuses a malformed beacon: %s', async (_name, body) => {
    const response = await send(beacon(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The page view is not valid.' });
    expect(await daily()).toEqual([]);
  });

  it('refuses a calculator use sent from another page', async () => {
    expect((await send(beacon({ p: '/about', e: 'calculator' }))).status).toBe(422);
    expect(await daily()).toEqual([]);
  });

  it('refuses an oversized beacon after reading no more than its limit', async () => {
    const body = oversizedBody();
    const request = requestWithBody(`${TEST_ORIGIN}/api/analytics/hit`, 'POST', { origin: TEST_ORIGIN }, body);
    const response = await send(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: ANALYTICS_MESSAGES.tooLarge });
    expect(body.pulled()).toBeLessThanOrEqual(pulledWithin(BEACON_MAX_BYTES));
    const padded = await send(beacon({ p: '/about', c: 'x'.repeat(BEACON_MAX_BYTES) }));
    expect(padded.status).toBe(413);
    expect(await daily()).toEqual([]);
  });

  it('refuses a beacon from another site', async () => {
    const response = await send(beacon({ p: '/about' }, { origin: 'https://elsewhere.example' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Page views are only counted from this site.' });
    expect(await daily()).toEqual([]);
  });

  it('rate-limits a flood from one address in memory, without writing for each beacon', async () => {
    for (let sent = 0; sent < BEACONS_PER_MINUTE; sent += 1) expect((await send(beacon({ p: '/about' }))).status).toBe(204);
    const refused = await send(beacon({ p: '/about' }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ message: 'Too many page views from this address. Try again in a minute.' });
    // Another address is still counted; the flood's refused beacons are not.
    expect((await send(beacon({ p: '/about' }), '198.51.100.99')).status).toBe(204);
    expect(await database.db.selectFrom('analytics_daily').selectAll().execute()).toEqual([]);
    expect((await daily()).find((row) => row.kind === 'site')).toMatchObject({ views: BEACONS_PER_MINUTE + 1, visitors: 2 });
    // The window passes: the address is counted again.
    expect((await send(beacon({ p: '/about' }), '198.51.100.7', new Date(NOON_20_NOV.getTime() + 60_000))).status).toBe(204);
  });

  it('keeps counts a failed write could not store for the next flush', async () => {
    await send(beacon({ p: '/about' }));
    await database.db.schema.alterTable('analytics_daily').renameTo('analytics_daily_away').execute();
    try {
      await services.analytics.counter.flush();
      expect(services.analytics.counter.pendingCount).toBe(2);
    } finally {
      await database.db.schema.alterTable('analytics_daily_away').renameTo('analytics_daily').execute();
    }
    expect((await daily()).find((row) => row.kind === 'site')).toMatchObject({ views: 1, visitors: 1 });
  });

  it('keeps the daily totals and deletes past days of visitor hashes and salts at housekeeping', async () => {
    await send(beacon({ p: '/about' }), '198.51.100.7', NOON_20_NOV);
    await send(beacon({ p: '/about' }), '198.51.100.7', NOON_21_NOV);
    const totals = await daily();
    const housekeeping = startHousekeeping({ database, log: services.logger, now: () => NOON_21_NOV });
    await housekeeping.runOnce();
    await housekeeping.stop();
    expect((await database.db.selectFrom('analytics_visitors').select('day').distinct().execute()).map((row) => row.day)).toEqual(
      ['2026-11-21'],
    );
    expect((await database.db.selectFrom('analytics_salts').select('day').execute()).map((row) => row.day)).toEqual([
      '2026-11-21',
    ]);
    expect(await daily()).toEqual(totals);
  });
});

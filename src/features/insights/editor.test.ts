// Insights Management below HTTP: the endpoints with real sessions and a real database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set): validation refusals, roles, slugs, authors, sanitising,
// revisions with restore, scheduling, the paged list and the CSV export.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { createAccount } from '../auth/accounts.server.ts';
import { sessionCookieFrom, signedInAs, signInRequest, TEST_PASSWORD } from '../auth/auth.testing.ts';
import { handleAuthRequest } from '../auth/auth-door.server.ts';
import { listAuditLog } from '../users/audit.server.ts';
import { slugFromTitle } from './address.server.ts';
import { conversionTimeoutMessage, convertAllToAustralianEnglish } from './bulk-conversion.server.ts';
import {
  convertAllEndpoint,
  createInsightEndpoint,
  deleteInsightEndpoint,
  exportInsightsEndpoint,
  getInsightEndpoint,
  INSIGHT_BODY_MAX_BYTES,
  insightsExportFilename,
  listInsightsEndpoint,
  listRevisionsEndpoint,
  restoreRevisionEndpoint,
  updateInsightEndpoint,
} from './insight-endpoints.server.ts';
import { findPublishedInsight, listPublishedInsightSummaries } from './insights.server.ts';
import { insertInsight, VALID_INSIGHT } from './permission-rows.testing.ts';
import { brisbaneDate, nextScheduledPublishAt } from './schedule.ts';
import { CONTENT_MAX_BYTES, INSIGHT_MESSAGES, INSIGHTS_PAGE_SIZE } from './schema.ts';
import type { AdminInsight, AdminInsightPage, InsightRevision } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('slugs from titles', () => {
  it.each([
    ['Valuing a Recruitment Agency: 2025!', 'valuing-a-recruitment-agency-2025'],
    ["The Owner's Guide to M&A", 'the-owners-guide-to-m-and-a'],
    ['Café Résumé Über', 'cafe-resume-uber'],
    ['!!!', 'insight'],
  ])('%s → %s', (title, slug) => expect(slugFromTitle(title)).toBe(slug));

  it('is at most 80 characters and never ends with a dash', () => {
    const slug = slugFromTitle(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('the export file name', () => {
  it('uses the date in Brisbane, a day ahead of UTC in the evening', () => {
    expect(insightsExportFilename(new Date('2026-03-04T15:30:00Z'))).toBe('insights_export_2026-03-05.csv');
    expect(insightsExportFilename(new Date('2026-03-04T13:59:00Z'))).toBe('insights_export_2026-03-04.csv');
  });
});

describe.each(testDialects)('insights management on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const create = (body: unknown) => call(createInsightEndpoint, 'POST', '/api/admin/insights', { body });
    const save = (id: string, body: unknown) =>
      call(updateInsightEndpoint, 'PUT', `/api/admin/insights/${id}`, { body, params: { id } });
    const list = async (query = '') =>
      (await call(listInsightsEndpoint, 'GET', `/api/admin/insights${query}`)).body as unknown as AdminInsightPage;
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('insights')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { services, editor, call, create, save, list, count };
  }

  it('creates an insight with a readable slug, the signed-in author, today-independent fields and an audit row', async () => {
    const { create, services } = await setUp();
    const answer = await create({ ...VALID_INSIGHT, title: 'Selling Your Agency in 2026' });
    expect(answer.status).toBe(201);
    const insight = answer.body.insight as AdminInsight;
    expect(insight).toMatchObject({
      id: 'selling-your-agency-in-2026',
      // The signed-in editor has no display name: the byline is theirs, never another person's.
      author: 'editor',
      status: 'draft',
      displayStatus: 'draft',
      image_url: null,
    });
    const audit = await listAuditLog(services.database.db);
    expect(audit[0]).toMatchObject({ action: 'insight.create', entityId: 'selling-your-agency-in-2026' });
  });

  it('gives a second insight with the same title the next free slug, and never the export route', async () => {
    const { create } = await setUp();
    const first = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    const second = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    const third = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    expect([first.id, second.id, third.id]).toEqual([
      'selling-your-agency-in-2026',
      'selling-your-agency-in-2026-2',
      'selling-your-agency-in-2026-3',
    ]);
    expect(((await create({ ...VALID_INSIGHT, title: 'Export' })).body.insight as AdminInsight).id).toBe('export-2');
  });

  it("sets the author from the signed-in staff member's display name", async () => {
    const { services } = await setUp();
    await createAccount(services.auth, {
      email: 'jordan@calderrowe.com.au',
      password: TEST_PASSWORD,
      role: 'editor',
      name: 'Jordan Rowe',
    });
    const response = await handleAuthRequest(
      signInRequest('jordan@calderrowe.com.au', TEST_PASSWORD),
      services.auth,
      '203.0.113.10',
    );
    const call = adminCaller(services, sessionCookieFrom(response));
    const answer = await call(createInsightEndpoint, 'POST', '/api/admin/insights', { body: VALID_INSIGHT });
    expect((answer.body.insight as AdminInsight).author).toBe('Jordan Rowe');
  });

  it.each([
    ['title', 'Title is required'],
    ['excerpt', 'Excerpt is required'],
    ['content', 'Content is required'],
    ['category', 'Category is required'],
    ['read_time', 'Read time is required'],
    ['date', 'Date is required'],
  ])('refuses an empty %s with "%s", 422, and saves nothing', async (field, message) => {
    const { create, count } = await setUp();
    const answer = await create({ ...VALID_INSIGHT, [field]: '  ' });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual({ [field]: message });
    expect(await count()).toBe(0);
  });

  it('answers every empty field at once, each with its own message', async () => {
    const { create } = await setUp();
    const answer = await create({ status: 'draft' });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual({
      title: INSIGHT_MESSAGES.titleRequired,
      excerpt: INSIGHT_MESSAGES.excerptRequired,
      content: INSIGHT_MESSAGES.contentRequired,
      category: INSIGHT_MESSAGES.categoryRequired,
      read_time: INSIGHT_MESSAGES.readTimeRequired,
      date: INSIGHT_MESSAGES.dateRequired,
    });
  });

  it.each([
    ['an unknown category', { category: 'gossip' }, 'category', INSIGHT_MESSAGES.unknownCategory],
    ['a javascript: image URL', { image_url: 'javascript:alert(1)' }, 'image_url', ''],
    ['another site written //host', { image_url: '//evil.example/x.png' }, 'image_url', ''],
    ['a date that does not exist', { date: '2026-02-30' }, 'date', INSIGHT_MESSAGES.badDate],
    ['an unknown status', { status: 'archived' }, 'status', INSIGHT_MESSAGES.badStatus],
    ['content over 200 KB', { content: `<p>${'a'.repeat(CONTENT_MAX_BYTES)}</p>` }, 'content', INSIGHT_MESSAGES.contentTooLarge],
    ['content that is only markup', { content: '<p> </p><script>x</script>' }, 'content', INSIGHT_MESSAGES.contentRequired],
  ])('refuses %s with 422 and changes nothing', async (_, change, field, message) => {
    const { create, count } = await setUp();
    const answer = await create({ ...VALID_INSIGHT, ...change });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.fields as object)).toEqual([field]);
    if (message) expect((answer.body.fields as Record<string, string>)[field]).toBe(message);
    if (field === 'image_url')
      expect((answer.body.fields as Record<string, string>).image_url).toMatch(/http\(s\) address or a path on this site/);
    expect(await count()).toBe(0);
  });

  it('refuses content whose markup is all script after sanitising, without saving', async () => {
    const { create, count } = await setUp();
    const answer = await create({ ...VALID_INSIGHT, content: '<script>alert(1)</script><img src=x onerror=alert(1)>' });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual({ content: INSIGHT_MESSAGES.contentRequired });
    expect(await count()).toBe(0);
  });

  it('refuses a body over the byte limit with 413 before parsing it', async () => {
    const { create, count } = await setUp();
    const answer = await create({ ...VALID_INSIGHT, content: 'x'.repeat(INSIGHT_BODY_MAX_BYTES) });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(INSIGHT_MESSAGES.bodyTooLarge);
    expect(await count()).toBe(0);
  });

  it('accepts a site path or an https image and stores an empty one as null', async () => {
    const { create } = await setUp();
    const path = (await create({ ...VALID_INSIGHT, image_url: '/images/insights/valuation.svg' })).body.insight as AdminInsight;
    const https = (await create({ ...VALID_INSIGHT, image_url: 'https://images.example.com/a.jpg', image_alt: 'A chart' })).body
      .insight as AdminInsight;
    const none = (await create({ ...VALID_INSIGHT, image_url: null })).body.insight as AdminInsight;
    expect([path.image_url, https.image_url, none.image_url]).toEqual([
      '/images/insights/valuation.svg',
      'https://images.example.com/a.jpg',
      null,
    ]);
  });

  it('accepts the categories the public site uses', async () => {
    const { create } = await setUp();
    expect((await create({ ...VALID_INSIGHT, category: 'M&A Case Study' })).status).toBe(201);
  });

  it('sanitises the content with the article allowlist on save', async () => {
    const { create } = await setUp();
    const insight = (
      await create({
        ...VALID_INSIGHT,
        content:
          '<h1>Heading</h1><p onclick="x()">Text <a href="javascript:alert(1)">bad</a> <a href="https://a.example" target="_blank">ok</a></p><script>alert(1)</script>',
      })
    ).body.insight as AdminInsight;
    expect(insight.content).toBe(
      '<h2>Heading</h2><p>Text <a>bad</a> <a href="https://a.example" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
  });

  it('edits an insight, keeps its address, records both versions and an audit row', async () => {
    const { create, save, call, services } = await setUp();
    const created = (await create({ ...VALID_INSIGHT, status: 'published' })).body.insight as AdminInsight;
    const answer = await save(created.id, { ...VALID_INSIGHT, status: 'published', title: 'A New Title Entirely' });
    expect(answer.status).toBe(200);
    expect(answer.body.insight).toMatchObject({ id: created.id, title: 'A New Title Entirely' });
    expect(answer.body.changed).toEqual(['title']);
    const revisions = (
      await call(listRevisionsEndpoint, 'GET', `/api/admin/insights/${created.id}/revisions`, { params: { id: created.id } })
    ).body.revisions as InsightRevision[];
    expect(revisions.map((revision) => [revision.version, revision.title, revision.reason])).toEqual([
      [2, 'A New Title Entirely', 'update'],
      [1, VALID_INSIGHT.title, 'create'],
    ]);
    expect(revisions[0]?.savedBy).toBe('editor@calderrowe.com.au');
    expect((await listAuditLog(services.database.db))[0]).toMatchObject({ action: 'insight.update', entityId: created.id });
  });

  it('keeps the version a seed article had before its first edit', async () => {
    const { save, call } = await setUp();
    await database.db
      .insertInto('insights')
      .values({
        id: 'seeded',
        ...VALID_INSIGHT,
        status: 'published',
        image_url: null,
        author: 'David Calder',
        created_at: new Date(),
        updated_at: new Date(),
        publish_at: new Date(0),
      })
      .execute();
    await save('seeded', { ...VALID_INSIGHT, title: 'Edited' });
    const revisions = (
      await call(listRevisionsEndpoint, 'GET', '/api/admin/insights/seeded/revisions', { params: { id: 'seeded' } })
    ).body.revisions as InsightRevision[];
    expect(revisions.map((revision) => [revision.title, revision.reason, revision.savedBy])).toEqual([
      ['Edited', 'update', 'editor@calderrowe.com.au'],
      [VALID_INSIGHT.title, 'original', null],
    ]);
  });

  it('writes no version when a save changes nothing', async () => {
    const { create, save, call } = await setUp();
    const created = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    expect((await save(created.id, VALID_INSIGHT)).body.changed).toEqual([]);
    const revisions = (await call(listRevisionsEndpoint, 'GET', '/x', { params: { id: created.id } })).body
      .revisions as InsightRevision[];
    expect(revisions).toHaveLength(1);
  });

  it('restores an earlier version as a new version', async () => {
    const { create, save, call } = await setUp();
    const created = (await create(VALID_INSIGHT)).body.insight as AdminInsight;
    await save(created.id, { ...VALID_INSIGHT, excerpt: 'A worse summary.' });
    const history = async () =>
      (await call(listRevisionsEndpoint, 'GET', '/x', { params: { id: created.id } })).body.revisions as InsightRevision[];
    const first = (await history()).find((revision) => revision.version === 1);
    const answer = await call(restoreRevisionEndpoint, 'POST', '/x', { params: { id: created.id, revision: first?.id ?? '' } });
    expect(answer.status).toBe(200);
    expect((answer.body.insight as AdminInsight).excerpt).toBe(VALID_INSIGHT.excerpt);
    expect((await history()).map((revision) => [revision.version, revision.reason])).toEqual([
      [3, 'restore'],
      [2, 'update'],
      [1, 'create'],
    ]);
  });

  it("refuses to restore another insight's version with 404", async () => {
    const { call } = await setUp();
    const one = await insertInsight(database.db);
    const other = await insertInsight(database.db);
    const answer = await call(restoreRevisionEndpoint, 'POST', '/x', {
      params: { id: one.insight ?? '', revision: other.revision ?? '' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(INSIGHT_MESSAGES.revisionNotFound);
  });

  it('lets only admins delete, with its versions and an audit row', async () => {
    const { services, call } = await setUp();
    const { insight } = await insertInsight(database.db);
    const id = insight ?? '';
    const refused = await call(deleteInsightEndpoint, 'DELETE', `/api/admin/insights/${id}`, { params: { id } });
    expect(refused.status).toBe(403);
    const admin = adminCaller(services, (await signedInAs(services.auth, 'admin', 'boss@calderrowe.com.au')).cookie);
    expect((await admin(deleteInsightEndpoint, 'DELETE', `/api/admin/insights/${id}`, { params: { id } })).status).toBe(200);
    expect(await database.db.selectFrom('insight_revisions').selectAll().where('insight_id', '=', id).execute()).toEqual([]);
    expect((await admin(getInsightEndpoint, 'GET', '/x', { params: { id } })).status).toBe(404);
    expect((await listAuditLog(services.database.db))[0]).toMatchObject({ action: 'insight.delete', entityId: id });
  });

  it('lets a viewer read but not create, with 403 and nothing saved', async () => {
    const { services, count } = await setUp();
    const viewer = adminCaller(services, (await signedInAs(services.auth, 'viewer', 'viewer@calderrowe.com.au')).cookie);
    expect((await viewer(listInsightsEndpoint, 'GET', '/api/admin/insights')).status).toBe(200);
    const refused = await viewer(createInsightEndpoint, 'POST', '/api/admin/insights', { body: VALID_INSIGHT });
    expect(refused.status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('pages, searches title, excerpt and content text, and filters by category and status with the counts', async () => {
    const { list } = await setUp();
    const now = Date.now();
    for (let index = 0; index < 30; index += 1) {
      await insertInsight(database.db, {
        title: `Article ${index}`,
        category: index % 3 === 0 ? 'strategy' : 'valuation',
        status: index % 2 === 0 ? 'published' : 'draft',
        createdAt: new Date(now - index * 1000),
      });
    }
    await insertInsight(database.db, {
      title: 'Ahead',
      status: 'published',
      publishAt: new Date(now + DAY),
      createdAt: new Date(now + 1000),
    });
    await database.db
      .updateTable('insights')
      .set({ search_text: 'ahead\nsummary\nthe ümlaut word' })
      .where('title', '=', 'Ahead')
      .execute();

    const first = await list();
    expect(first).toMatchObject({ total: 31, matching: 31, page: 1, pageCount: 2, pageSize: INSIGHTS_PAGE_SIZE });
    expect(first.insights).toHaveLength(INSIGHTS_PAGE_SIZE);
    expect(first.insights[0]).toMatchObject({ title: 'Ahead', displayStatus: 'scheduled' });
    expect(first.categories).toEqual(['strategy', 'valuation']);
    expect((await list('?page=2')).insights).toHaveLength(31 - INSIGHTS_PAGE_SIZE);
    expect((await list('?page=99')).page).toBe(2);

    expect((await list('?category=strategy')).matching).toBe(10);
    expect((await list('?status=draft')).matching).toBe(15);
    expect((await list('?status=published')).matching).toBe(15);
    expect((await list('?status=scheduled')).insights.map((row) => row.title)).toEqual(['Ahead']);
    expect((await list('?status=published&category=strategy')).matching).toBe(5);
    expect((await list('?search=ARTICLE%2012')).insights.map((row) => row.title)).toEqual(['Article 12']);
    expect((await list('?search=%C3%9CMLAUT')).insights.map((row) => row.title)).toEqual(['Ahead']);
  });

  it('searches the words of the content, not its markup', async () => {
    const { create, list } = await setUp();
    await create({ ...VALID_INSIGHT, content: '<p>Earnings <strong>multiple</strong> matter.</p>' });
    expect((await list('?search=earnings%20multiple')).matching).toBe(1);
    expect((await list('?search=strong')).matching).toBe(0);
  });

  it('finds phrases of any length and takes % _ \\ and quotes literally', async () => {
    const { create, list } = await setUp();
    await create({ ...VALID_INSIGHT, title: 'Fees of 5% and the "net_margin" at A\\B' });
    await create({ ...VALID_INSIGHT, title: 'Plain words only' });
    for (const phrase of ['5%', '"net_margin"', 'a\\b', 'es of 5', 'pl']) {
      expect((await list(`?search=${encodeURIComponent(phrase)}`)).matching, phrase).toBe(1);
    }
    expect((await list('?search=%25')).matching).toBe(1);
    expect((await list('?search=_')).matching).toBe(1);
    expect((await list('?search=x%25y')).matching).toBe(0);
  });

  it('keeps the search index in step with edits and deletes', async () => {
    const { create, save, list, services } = await setUp();
    const created = (await create({ ...VALID_INSIGHT, title: 'Original wording here' })).body.insight as AdminInsight;
    await save(created.id, { ...VALID_INSIGHT, title: 'Replacement phrasing' });
    expect((await list('?search=original%20wording')).matching).toBe(0);
    expect((await list('?search=replacement%20phrasing')).matching).toBe(1);
    const admin = adminCaller(services, (await signedInAs(services.auth, 'admin', 'boss@calderrowe.com.au')).cookie);
    await admin(deleteInsightEndpoint, 'DELETE', '/x', { params: { id: created.id } });
    expect((await list('?search=replacement%20phrasing')).matching).toBe(0);
  });

  it('refuses an unknown status filter with 422', async () => {
    const { call } = await setUp();
    expect((await call(listInsightsEndpoint, 'GET', '/api/admin/insights?status=archived')).status).toBe(422);
  });

  it('schedules a published insight with a future date: hidden from the public until its Brisbane midnight', async () => {
    const { create } = await setUp();
    const tomorrow = brisbaneDate(new Date(Date.now() + DAY));
    const insight = (await create({ ...VALID_INSIGHT, status: 'published', date: tomorrow })).body.insight as AdminInsight;
    expect(insight.displayStatus).toBe('scheduled');
    expect(await findPublishedInsight(database.db, insight.id)).toBeNull();
    expect((await listPublishedInsightSummaries(database.db)).map((row) => row.id)).not.toContain(insight.id);
    const due = (await nextScheduledPublishAt(database.db, new Date())) ?? new Date(0);
    expect(due.toISOString()).toBe(new Date(`${tomorrow}T00:00:00+10:00`).toISOString());
    expect(await nextScheduledPublishAt(database.db, new Date(due.getTime() + 1))).toBeNull();
    const later = (await listPublishedInsightSummaries(database.db, undefined, new Date(due.getTime()))).map((row) => row.id);
    expect(later).toContain(insight.id);
  });

  it('ignores drafts when looking for the next scheduled publish time', async () => {
    await setUp();
    await insertInsight(database.db, { status: 'draft', publishAt: new Date(Date.now() + DAY) });
    expect(await nextScheduledPublishAt(database.db, new Date())).toBeNull();
  });

  it('exports id, title, excerpt, category and read_time as CSV with tricky values intact', async () => {
    const { create, call } = await setUp();
    await create({
      ...VALID_INSIGHT,
      title: 'Quotes "and", commas',
      excerpt: '=SUM(A1)\nsecond line',
      category: 'M&A Case Study',
      read_time: '-5 min',
    });
    const answer = await call(exportInsightsEndpoint, 'GET', '/api/admin/insights/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${insightsExportFilename()}"`);
    expect(answer.text).toBe(
      '\uFEFF"id","title","excerpt","category","read_time"\r\n' +
        `"quotes-and-commas","Quotes ""and"", commas","'=SUM(A1)\nsecond line","M&A Case Study","'-5 min"\r\n`,
    );
  });

  it('converts every insight to Australian English once, through the version history, and counts the changed ones', async () => {
    const { create, call, services } = await setUp();
    const american = (
      await create({
        ...VALID_INSIGHT,
        title: 'The Color of an Organization',
        excerpt: 'We analyze behavior.',
        content: '<p>Our <a href="https://example.com/color">color center</a> program.</p>',
      })
    ).body.insight as AdminInsight;
    const already = (await create({ ...VALID_INSIGHT, title: 'Already Australian Colour' })).body.insight as AdminInsight;
    const answer = await call(convertAllEndpoint, 'POST', '/api/admin/insights/australian-english');
    expect(answer.status).toBe(200);
    expect(answer.body.converted).toBe(1);
    const converted = (await call(getInsightEndpoint, 'GET', '/x', { params: { id: american.id } })).body.insight as AdminInsight;
    expect(converted).toMatchObject({ title: 'The Colour of an Organisation', excerpt: 'We analyse behaviour.' });
    expect(converted.content).toBe('<p>Our <a href="https://example.com/color">colour centre</a> programme.</p>');
    const history = (await call(listRevisionsEndpoint, 'GET', '/x', { params: { id: american.id } })).body
      .revisions as InsightRevision[];
    expect(history.map((revision) => revision.reason)).toEqual(['conversion', 'create']);
    const untouched = (await call(listRevisionsEndpoint, 'GET', '/x', { params: { id: already.id } })).body
      .revisions as InsightRevision[];
    expect(untouched).toHaveLength(1);
    const actions = (await listAuditLog(services.database.db)).map((entry) => entry.action);
    expect(actions).toContain('insight.convert-all');
    expect(actions).toContain('insight.conversion');
    // A second run finds nothing to change.
    expect((await call(convertAllEndpoint, 'POST', '/api/admin/insights/australian-english')).body.converted).toBe(0);
  });

  it('leaves an insight whose conversion runs past its time budget unchanged, names it, and goes on', async () => {
    const { create, call, services, editor } = await setUp();
    const american = { ...VALID_INSIGHT, excerpt: 'We analyze behavior.', content: '<p>A color center.</p>' };
    const first = (await create({ ...american, title: 'The Color Guide' })).body.insight as AdminInsight;
    const second = (await create({ ...american, title: 'The Flavor Guide' })).body.insight as AdminInsight;
    const failures: string[] = [];
    const actor = { ...editor, name: '', role: 'editor' as const, twoFactorEnabled: false, mustEnableTwoFactor: false };
    // 1 ms: less than starting a worker takes, so every insight runs past it.
    const answer = await convertAllToAustralianEnglish(services.database, actor, (id) => failures.push(id), 1);
    expect(answer.converted).toBe(0);
    expect(answer.unconverted).toEqual(
      [first, second]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((insight) => ({ id: insight.id, title: insight.title, message: conversionTimeoutMessage(insight.title, 1) })),
    );
    expect(failures.sort()).toEqual([first.id, second.id].sort());
    for (const insight of [first, second]) {
      const stored = (await call(getInsightEndpoint, 'GET', '/x', { params: { id: insight.id } })).body.insight as AdminInsight;
      expect(stored).toMatchObject({ title: insight.title, excerpt: 'We analyze behavior.', content: '<p>A color center.</p>' });
    }
    // With the real budget the same insights convert, and the endpoint says nothing was left.
    const again = await call(convertAllEndpoint, 'POST', '/api/admin/insights/australian-english');
    expect(again.body).toMatchObject({ converted: 2, unconverted: [] });
  });

  it('words the time-out message for the editor', () => {
    expect(conversionTimeoutMessage('Valuing a Recruitment Agency', 2000)).toBe(
      'Could not convert “Valuing a Recruitment Agency” within 2 seconds; it was left unchanged.',
    );
  });
});

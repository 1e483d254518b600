// Issue 29, finding 1: an insight's history stays small however long and large it grows. The list comes
// 50 versions at a time without content (still naming a changed content), one version's content and
// changes come on their own, and an insight keeps its newest 100 versions, each of which restores.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { HISTORY_LIMIT } from '../editing/versioned-record.server.ts';
import {
  createInsightEndpoint,
  getRevisionEndpoint,
  listRevisionsEndpoint,
  restoreRevisionEndpoint,
  updateInsightEndpoint,
} from './insight-endpoints.server.ts';
import { INSIGHT_VERSIONS_KEPT } from './insight-record.server.ts';
import { insertInsight, VALID_INSIGHT } from './permission-rows.testing.ts';
import { CONTENT_MAX_BYTES, INSIGHT_MESSAGES } from './schema.ts';
import type { AdminInsight, InsightRevisionDetails, InsightRevisionPage } from './types.ts';

/** The most a page of 50 listed versions may take: titles, excerpts and SEO fields, never an article. */
const LIST_ANSWER_MAX_BYTES = 64 * 1024;

describe.each(testDialects)('an insight’s version history on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const viewer = await signedInAs(services.auth, 'viewer', 'viewer@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const asViewer = adminCaller(services, viewer.cookie);
    const history = (id: string, query = '') =>
      asViewer(listRevisionsEndpoint, 'GET', `/api/admin/insights/${id}/revisions${query}`, { params: { id } });
    const open = (id: string, revision: string) =>
      asViewer(getRevisionEndpoint, 'GET', `/api/admin/insights/${id}/revisions/${revision}`, { params: { id, revision } });
    return { call, history, open };
  }

  /** `count` versions of a 200 KB article stored as saves would leave them, its content changing every other one. */
  async function storeLargeVersions(id: string, count: number) {
    const article = (n: number) => `<p>${`Version ${n} of a long article. `.repeat(CONTENT_MAX_BYTES / 40)}</p>`;
    await database.db.deleteFrom('insight_revisions').where('insight_id', '=', id).execute();
    for (let version = 1; version <= count; version += 1) {
      await database.db
        .insertInto('insight_revisions')
        .values({
          id: randomUUID(),
          insight_id: id,
          version,
          title: `Title ${version}`,
          excerpt: 'A short summary.',
          content: article(Math.ceil(version / 2)),
          category: 'valuation',
          read_time: '5 min read',
          date: '2025-01-01',
          status: 'draft',
          image_url: null,
          author: 'David Calder',
          saved_by_id: null,
          saved_by: 'editor@calderrowe.com.au',
          reason: 'update',
          created_at: new Date(Date.UTC(2026, 0, 1, 0, version)),
        })
        .execute();
    }
    return article;
  }

  it('lists 120 versions of a 200 KB article 50 at a time, without their content, each answer under 64 KB', async () => {
    const { history } = await setUp();
    const { insight: id = '' } = await insertInsight(database.db);
    await storeLargeVersions(id, 120);

    const pages = [];
    for (const query of ['', '?page=2', '?page=3']) {
      const answer = await history(id, query);
      expect(answer.status).toBe(200);
      expect(Buffer.byteLength(answer.text)).toBeLessThan(LIST_ANSWER_MAX_BYTES);
      pages.push(answer.body as unknown as InsightRevisionPage);
    }
    expect(pages.map((page) => [page.page, page.pageCount, page.total, page.revisions.length])).toEqual([
      [1, 3, 120, HISTORY_LIMIT],
      [2, 3, 120, HISTORY_LIMIT],
      [3, 3, 120, 20],
    ]);
    const listed = pages.flatMap((page) => page.revisions);
    expect(listed.map((revision) => revision.version)).toEqual(Array.from({ length: 120 }, (_, index) => 120 - index));
    expect(listed.some((revision) => 'content' in revision)).toBe(false);
    // The database compared the content: odd versions start a new article, even ones only retitle it.
    expect(listed.find((revision) => revision.version === 101)?.changed).toEqual(['Title', 'Content']);
    expect(listed.find((revision) => revision.version === 100)?.changed).toEqual(['Title']);
    // The oldest of a page is compared with the newest of the next one.
    expect(listed.find((revision) => revision.version === 71)?.changed).toEqual(['Title', 'Content']);
    expect(listed.at(-1)?.changed).toEqual([]);

    // A page past the end shows the last one; a page that is not a whole number from 1 is refused.
    expect(((await history(id, '?page=9')).body as unknown as InsightRevisionPage).page).toBe(3);
    const refused = await history(id, '?page=0');
    expect(refused.status).toBe(422);
  });

  it('opens one version with its content and what it changed from the one before, and no other insight’s', async () => {
    const { history, open } = await setUp();
    const { insight: id = '' } = await insertInsight(database.db);
    const article = await storeLargeVersions(id, 3);
    const [newest, middle] = ((await history(id)).body as unknown as InsightRevisionPage).revisions;

    const opened = await open(id, middle?.id ?? '');
    expect(opened.status).toBe(200);
    const { revision, changes } = opened.body as unknown as InsightRevisionDetails;
    expect(revision).toMatchObject({ version: 2, title: 'Title 2', content: article(1), changed: ['Title'] });
    expect(changes).toEqual([{ field: 'title', label: 'Title', before: 'Title 1', after: 'Title 2' }]);
    const third = (await open(id, newest?.id ?? '')).body as unknown as InsightRevisionDetails;
    expect(third.changes.map((change) => change.label)).toEqual(['Title', 'Content']);
    expect(third.changes[1]?.after).toMatch(/^Version 2 of a long article\./);

    const { insight: other = '' } = await insertInsight(database.db);
    const elsewhere = await open(other, middle?.id ?? '');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(INSIGHT_MESSAGES.revisionNotFound);
  });

  it('keeps the newest 100 versions as more are saved, and restores the oldest one kept', async () => {
    const { call, history } = await setUp();
    const created = (await call(createInsightEndpoint, 'POST', '/api/admin/insights', { body: VALID_INSIGHT })).body
      .insight as AdminInsight;
    const saves = INSIGHT_VERSIONS_KEPT + 4;
    for (let n = 2; n <= saves; n += 1) {
      const saved = await call(updateInsightEndpoint, 'PUT', `/api/admin/insights/${created.id}`, {
        body: { ...VALID_INSIGHT, excerpt: `Summary ${n}.` },
        params: { id: created.id },
      });
      expect(saved.status).toBe(200);
    }
    const kept = () =>
      database.db
        .selectFrom('insight_revisions')
        .select('version')
        .where('insight_id', '=', created.id)
        .orderBy('version')
        .execute();
    const versions = (await kept()).map((row) => row.version);
    expect(versions).toHaveLength(INSIGHT_VERSIONS_KEPT);
    expect([versions[0], versions.at(-1)]).toEqual([saves - INSIGHT_VERSIONS_KEPT + 1, saves]);

    const last = (await history(created.id, '?page=2')).body as unknown as InsightRevisionPage;
    expect(last.total).toBe(INSIGHT_VERSIONS_KEPT);
    const oldest = last.revisions.at(-1);
    expect(oldest?.version).toBe(saves - INSIGHT_VERSIONS_KEPT + 1);
    const restored = await call(restoreRevisionEndpoint, 'POST', '/x', {
      params: { id: created.id, revision: oldest?.id ?? '' },
    });
    expect(restored.status).toBe(200);
    expect((restored.body.insight as AdminInsight).excerpt).toBe(`Summary ${oldest?.version}.`);
    const after = (await kept()).map((row) => row.version);
    expect([after.length, after[0], after.at(-1)]).toEqual([INSIGHT_VERSIONS_KEPT, saves - INSIGHT_VERSIONS_KEPT + 2, saves + 1]);
  });
});

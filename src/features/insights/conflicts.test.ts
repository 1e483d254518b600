// Issue 22: two staff editing one insight. Every save carries the version it started from; a save
// over a newer version is refused with 409, naming who saved in between and what they changed, and an
// overwrite (the save sent again from the newer version) keeps the overwritten version in the history.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { createInsightEndpoint, listRevisionsEndpoint, updateInsightEndpoint } from './insight-endpoints.server.ts';
import { VALID_INSIGHT } from './permission-rows.testing.ts';
import { INSIGHT_MESSAGES } from './schema.ts';
import type { AdminInsight, InsightConflict, InsightRevision } from './types.ts';

describe.each(testDialects)('saving over a newer version on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function twoEditors() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const ann = await signedInAs(services.auth, 'editor', 'ann@calderrowe.com.au');
    const ben = await signedInAs(services.auth, 'editor', 'ben@calderrowe.com.au');
    const asAnn = adminCaller(services, ann.cookie);
    const asBen = adminCaller(services, ben.cookie);
    const created = (await asAnn(createInsightEndpoint, 'POST', '/api/admin/insights', { body: VALID_INSIGHT })).body
      .insight as AdminInsight;
    const save = (caller: typeof asAnn, body: unknown) =>
      caller(updateInsightEndpoint, 'PUT', `/api/admin/insights/${created.id}`, { body, params: { id: created.id } });
    return { services, asAnn, asBen, created, save };
  }

  it('refuses the second save with 409, who saved in between and which fields they changed, and stores nothing', async () => {
    const { asAnn, asBen, created, save } = await twoEditors();
    expect(created.version).toBe(1);
    const first = await save(asAnn, { ...VALID_INSIGHT, title: 'Ann’s title', base_version: created.version });
    expect(first.status).toBe(200);
    expect((first.body.insight as AdminInsight).version).toBe(2);

    const second = await save(asBen, { ...VALID_INSIGHT, excerpt: 'Ben’s excerpt', base_version: created.version });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(INSIGHT_MESSAGES.conflict);
    const conflict = second.body.conflict as InsightConflict;
    expect(conflict).toMatchObject({ savedBy: 'ann@calderrowe.com.au', version: 2, changed: ['Title'] });
    expect(conflict.current).toMatchObject({ title: 'Ann’s title', excerpt: VALID_INSIGHT.excerpt, version: 2 });

    const history = (
      await asBen(listRevisionsEndpoint, 'GET', `/api/admin/insights/${created.id}/revisions`, { params: { id: created.id } })
    ).body.revisions as InsightRevision[];
    expect(history.map((revision) => revision.version)).toEqual([2, 1]);
  });

  it('overwrites when sent again from the newer version, keeping the overwritten version in the history', async () => {
    const { asAnn, asBen, created, save } = await twoEditors();
    await save(asAnn, { ...VALID_INSIGHT, title: 'Ann’s title', base_version: created.version });
    const refused = await save(asBen, { ...VALID_INSIGHT, excerpt: 'Ben’s excerpt', base_version: created.version });
    const { version } = refused.body.conflict as InsightConflict;
    const overwrite = await save(asBen, { ...VALID_INSIGHT, excerpt: 'Ben’s excerpt', base_version: version });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.insight).toMatchObject({ title: VALID_INSIGHT.title, excerpt: 'Ben’s excerpt', version: 3 });
    const history = (
      await asAnn(listRevisionsEndpoint, 'GET', `/api/admin/insights/${created.id}/revisions`, { params: { id: created.id } })
    ).body.revisions as InsightRevision[];
    expect(history.map((revision) => [revision.version, revision.savedBy, revision.title])).toEqual([
      [3, 'ben@calderrowe.com.au', VALID_INSIGHT.title],
      [2, 'ann@calderrowe.com.au', 'Ann’s title'],
      [1, 'ann@calderrowe.com.au', VALID_INSIGHT.title],
    ]);
  });

  it('refuses a version that is not a whole number', async () => {
    const { asAnn, created, save } = await twoEditors();
    const answer = await save(asAnn, { ...VALID_INSIGHT, title: 'Changed', base_version: 'latest' });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toMatchObject({ base_version: INSIGHT_MESSAGES.badBaseVersion });
    const row = await database.db.selectFrom('insights').select('title').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.title).toBe(VALID_INSIGHT.title);
  });
});

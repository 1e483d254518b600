// Issue 22: an insight's address. A draft's address follows its title until it is first published;
// after that it changes only by hand (checked), and the old address answers 301 to the new one.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { insightPath } from './address.server.ts';
import { createInsightEndpoint, updateInsightEndpoint } from './insight-endpoints.server.ts';
import { VALID_INSIGHT } from './permission-rows.testing.ts';
import { INSIGHT_MESSAGES } from './schema.ts';
import type { AdminInsight } from './types.ts';

describe.each(testDialects)('insight addresses on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const editor = await signedInAs(services.auth, 'editor', 'ann@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const create = async (body: Record<string, unknown>) =>
      (await call(createInsightEndpoint, 'POST', '/api/admin/insights', { body })).body.insight as AdminInsight;
    const save = (id: string, body: Record<string, unknown>) =>
      call(updateInsightEndpoint, 'PUT', `/api/admin/insights/${id}`, { body, params: { id } });
    const visit = async (address: string) => {
      await services.contentChanged();
      const response = await services.redirects.answer(address, '');
      return response && { status: response.status, location: response.headers.get('location') };
    };
    const redirectCount = async () => (await database.db.selectFrom('redirects').select('id').execute()).length;
    return { services, create, save, visit, redirectCount };
  }

  it('moves a renamed draft to its new title’s address, with its versions and no redirect', async () => {
    const { create, save, visit, redirectCount } = await setUp();
    const before = await redirectCount();
    const draft = await create({ ...VALID_INSIGHT, title: 'Sellng Your Agancy' });
    expect(draft).toMatchObject({ id: 'sellng-your-agancy', addressFixed: false });
    const renamed = await save(draft.id, { ...VALID_INSIGHT, title: 'Selling Your Agency', slug: 'ignored-for-a-draft' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.insight).toMatchObject({ id: 'selling-your-agency', version: 2, addressFixed: false });
    const revisions = await database.db.selectFrom('insight_revisions').select('insight_id').execute();
    expect(revisions.map((row) => row.insight_id)).toEqual(['selling-your-agency', 'selling-your-agency']);
    expect(await database.db.selectFrom('insights').select('id').where('id', '=', draft.id).execute()).toEqual([]);
    expect(await redirectCount()).toBe(before);
    expect(await visit(insightPath(draft.id))).toBeNull();
  });

  it('keeps a published insight’s address when its title changes, and redirects from an address edited by hand', async () => {
    const { create, save, visit } = await setUp();
    const published = await create({ ...VALID_INSIGHT, status: 'published' });
    expect(published).toMatchObject({ id: 'selling-your-agency-in-2026', addressFixed: true });
    const retitled = await save(published.id, { ...VALID_INSIGHT, status: 'published', title: 'Selling Your Agency in 2027' });
    expect((retitled.body.insight as AdminInsight).id).toBe(published.id);

    const moved = await save(published.id, { ...VALID_INSIGHT, status: 'published', slug: 'selling-your-agency' });
    expect(moved.status).toBe(200);
    expect(moved.body.insight).toMatchObject({ id: 'selling-your-agency' });
    expect(await visit(insightPath(published.id))).toEqual({ status: 301, location: insightPath('selling-your-agency') });
  });

  it('redirects from a draft’s address once it was ever published, and collapses a chain of moves', async () => {
    const { create, save, visit } = await setUp();
    const first = await create({ ...VALID_INSIGHT, status: 'published' });
    expect((await save(first.id, { ...VALID_INSIGHT, status: 'draft' })).status).toBe(200);
    const second = await save(first.id, { ...VALID_INSIGHT, title: 'A New Title', slug: 'second-address' });
    expect(second.body.insight).toMatchObject({ id: 'second-address', addressFixed: true });
    const third = await save('second-address', { ...VALID_INSIGHT, slug: 'third-address' });
    expect(third.body.insight).toMatchObject({ id: 'third-address' });
    expect(await visit(insightPath(first.id))).toEqual({ status: 301, location: insightPath('third-address') });
    expect(await visit(insightPath('second-address'))).toEqual({ status: 301, location: insightPath('third-address') });
  });

  it('checks a save begun before another editor renamed the draft against the newest version (409), not 404', async () => {
    const { create, save } = await setUp();
    const draft = await create({ ...VALID_INSIGHT, title: 'Draft Title' });
    await save(draft.id, { ...VALID_INSIGHT, title: 'Renamed Draft', base_version: draft.version });
    const late = await save(draft.id, { ...VALID_INSIGHT, title: 'Draft Title', excerpt: 'Mine', base_version: draft.version });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(INSIGHT_MESSAGES.conflict);
    const overwrite = await save(draft.id, { ...VALID_INSIGHT, title: 'Draft Title', excerpt: 'Mine', base_version: 2 });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.insight).toMatchObject({ id: 'draft-title', excerpt: 'Mine', version: 3 });
  });

  it('gives a draft renamed to a taken title the next free address', async () => {
    const { create, save } = await setUp();
    await create({ ...VALID_INSIGHT, title: 'Exit Planning' });
    const draft = await create({ ...VALID_INSIGHT, title: 'Exit Plans' });
    const renamed = await save(draft.id, { ...VALID_INSIGHT, title: 'Exit Planning' });
    expect((renamed.body.insight as AdminInsight).id).toBe('exit-planning-2');
  });

  it.each([
    ['capitals and spaces', 'Selling Your Agency', INSIGHT_MESSAGES.slugFormat],
    ['a double dash', 'selling--agency', INSIGHT_MESSAGES.slugFormat],
    ['a leading dash', '-selling', INSIGHT_MESSAGES.slugFormat],
    ['a reserved address', 'export', INSIGHT_MESSAGES.slugReserved],
    ['another insight’s address', 'taken-already', INSIGHT_MESSAGES.slugTaken],
    ['more than 80 characters', 'a'.repeat(81), INSIGHT_MESSAGES.slugTooLong],
  ])('refuses a published insight’s address with %s, changing nothing', async (_case, slug, message) => {
    const { create, save, redirectCount } = await setUp();
    await create({ ...VALID_INSIGHT, title: 'Taken Already', status: 'published' });
    const published = await create({ ...VALID_INSIGHT, status: 'published' });
    const redirects = await redirectCount();
    const refused = await save(published.id, { ...VALID_INSIGHT, status: 'published', excerpt: 'Changed', slug });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({ slug: message });
    const row = await database.db.selectFrom('insights').select('excerpt').where('id', '=', published.id).executeTakeFirst();
    expect(row?.excerpt).toBe(VALID_INSIGHT.excerpt);
    expect(await redirectCount()).toBe(redirects);
  });
});

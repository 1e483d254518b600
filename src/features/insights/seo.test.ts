// An insight's SEO fields: the default description is the excerpt cut to 160 characters (seo/seo.test.ts
// says how); saved fields replace the generated head, "hide from search engines" sets noindex and
// leaves the article out of the sitemap; an SEO-only change is saved and audited; each version keeps
// its SEO fields, restored with it and named in the history; bad fields are refused.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { COPY_MESSAGES } from '../copy-fields/fields.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { describeExcerpt, NO_SEO } from '../seo/seo.ts';
import { SOCIAL_IMAGE_UNKNOWN } from '../seo/social-image.server.ts';
import { sitemapResponse } from '../site/feeds.server.ts';
import { listAuditLog } from '../users/audit.server.ts';
import {
  createInsightEndpoint,
  listRevisionsEndpoint,
  restoreRevisionEndpoint,
  updateInsightEndpoint,
} from './insight-endpoints.server.ts';
import { VALID_INSIGHT } from './permission-rows.testing.ts';
import { loadArticlePage } from './public-page.server.ts';
import type { AdminInsight, InsightRevision } from './types.ts';

describe.each(testDialects)('insight SEO fields on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database);
    const editor = await signedInAs(services.auth, 'editor', 'ann@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const excerpt = `${'An excerpt long enough to be cut. '.repeat(8)}The end.`;
    const created = (
      await call(createInsightEndpoint, 'POST', '/api/admin/insights', {
        body: { ...VALID_INSIGHT, excerpt, status: 'published', date: '2026-01-05' },
      })
    ).body.insight as AdminInsight;
    const save = (body: unknown) =>
      call(updateInsightEndpoint, 'PUT', `/api/admin/insights/${created.id}`, { body, params: { id: created.id } });
    const article = async () => {
      const page = await loadArticlePage(pageContext(services, `/resources/insights/${created.id}`, { id: created.id }));
      return page.meta;
    };
    const history = async () =>
      (await call(listRevisionsEndpoint, 'GET', '/x', { params: { id: created.id } })).body.revisions as InsightRevision[];
    const restore = (revision: InsightRevision | undefined) =>
      call(restoreRevisionEndpoint, 'POST', '/x', { params: { id: created.id, revision: revision?.id ?? '' } });
    return { services, created, save, article, excerpt, history, restore };
  }

  it('describes an article by its excerpt cut to 160 characters until a meta description is saved', async () => {
    const { created, article, excerpt } = await setUp();
    expect(created.seo).toEqual(NO_SEO);
    const meta = await article();
    expect(meta.description).toBe(describeExcerpt(excerpt));
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.noindex).toBeFalsy();
  });

  it('saves SEO fields alone as a change, audited, and lays them over the generated head', async () => {
    const { services, created, save, article } = await setUp();
    expect(await (await sitemapResponse(services)).text()).toContain(`/resources/insights/${created.id}<`);
    const seo = { ...NO_SEO, metaTitle: 'Valuing an agency', metaDescription: 'How buyers value agencies.', noindex: true };
    const answer = await save({
      ...VALID_INSIGHT,
      excerpt: created.excerpt,
      status: 'published',
      date: '2026-01-05',
      seo,
      base_version: created.version,
    });
    expect(answer.status).toBe(200);
    expect((answer.body.insight as AdminInsight).seo).toEqual(seo);
    expect(await article()).toMatchObject({
      title: 'Valuing an agency',
      description: 'How buyers value agencies.',
      noindex: true,
    });
    const [entry] = await listAuditLog(database.db);
    expect(entry).toMatchObject({ action: 'insight.update' });
    expect(entry?.details).toMatchObject({ changed: 'seo' });
    expect(await (await sitemapResponse(services)).text()).not.toContain(`/resources/insights/${created.id}<`);
  });

  it('keeps the SEO fields when a save leaves them out', async () => {
    const { created, save } = await setUp();
    const seo = { ...NO_SEO, metaTitle: 'Kept' };
    const first = await save({ ...VALID_INSIGHT, status: 'published', date: '2026-01-05', seo, base_version: created.version });
    const version = (first.body.insight as AdminInsight).version;
    const second = await save({
      ...VALID_INSIGHT,
      title: 'A new title',
      status: 'published',
      date: '2026-01-05',
      base_version: version,
    });
    expect((second.body.insight as AdminInsight).seo.metaTitle).toBe('Kept');
  });

  it('keeps the SEO fields with each version: a restore brings back its meta title, and the history names SEO', async () => {
    const { created, save, article, history, restore } = await setUp();
    const body = { ...VALID_INSIGHT, excerpt: created.excerpt, status: 'published', date: '2026-01-05' };
    const first = await save({ ...body, seo: { ...NO_SEO, metaTitle: 'First meta title' }, base_version: created.version });
    const version = (first.body.insight as AdminInsight).version;
    await save({ ...body, seo: { ...NO_SEO, metaTitle: 'Second meta title' }, base_version: version });
    const versions = await history();
    expect(versions.map((revision) => [revision.version, revision.seo?.metaTitle, revision.changed])).toEqual([
      [3, 'Second meta title', ['SEO']],
      [2, 'First meta title', ['SEO']],
      [1, '', []],
    ]);

    const restored = await restore(versions.find((revision) => revision.version === 2));
    expect(restored.status).toBe(200);
    expect(restored.body.changed).toEqual(['seo']);
    expect((restored.body.insight as AdminInsight).seo.metaTitle).toBe('First meta title');
    expect((await article()).title).toBe('First meta title');
    expect((await history())[0]).toMatchObject({ version: 4, reason: 'restore', changed: ['SEO'] });
  });

  it('leaves today’s SEO fields as they are when restoring a version saved before they were recorded', async () => {
    const { created, save, article, history, restore } = await setUp();
    const body = { ...VALID_INSIGHT, excerpt: created.excerpt, status: 'published', date: '2026-01-05' };
    await save({ ...body, title: 'Retitled', seo: { ...NO_SEO, metaTitle: 'Kept meta title' }, base_version: created.version });
    await database.db.updateTable('insight_revisions').set({ seo: null }).where('version', '=', 1).execute();
    const versions = await history();
    expect(versions.map((revision) => revision.changed)).toEqual([['Title'], []]);

    const restored = await restore(versions.find((revision) => revision.version === 1));
    expect(restored.status).toBe(200);
    expect(restored.body.changed).toEqual(['title']);
    expect((restored.body.insight as AdminInsight).seo.metaTitle).toBe('Kept meta title');
    expect((await article()).title).toBe('Kept meta title');
  });

  it('refuses a canonical address that is not a site path or https, and a meta title over 70 characters, changing nothing', async () => {
    const { created, save } = await setUp();
    const answer = await save({
      ...VALID_INSIGHT,
      seo: { ...NO_SEO, canonical: 'http://example.com/', metaTitle: 'x'.repeat(71) },
      base_version: created.version,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toMatchObject({
      'seo.canonical': COPY_MESSAGES.badLink('Canonical address'),
      'seo.metaTitle': 'Meta title must be at most 70 characters',
    });
    const unknownImage = await save({ ...VALID_INSIGHT, seo: { ...NO_SEO, socialImage: 'gone' }, base_version: created.version });
    expect(unknownImage.status).toBe(422);
    expect(unknownImage.body.fields).toEqual({ 'seo.socialImage': SOCIAL_IMAGE_UNKNOWN });
  });
});

// Issue 22: one list of categories, each a stored value with a label. Insights store the value; every
// page a visitor or a spreadsheet sees shows the label (no "MARKET-ANALYSIS"); visitors can list one
// category at its own address, which the sitemap names.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { adminCaller } from '../admin/admin-request.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { sitemapResponse } from '../site/feeds.server.ts';
import ArticlePage from './ArticlePage.tsx';
import InsightsExplorer from './InsightsExplorer.tsx';
import { createInsightEndpoint, exportInsightsEndpoint } from './insight-endpoints.server.ts';
import { servicesWithInsights } from './insights.testing.ts';
import { VALID_INSIGHT } from './permission-rows.testing.ts';
import { loadArticlePage, loadInsightsPage } from './public-page.server.ts';
import { INSIGHT_MESSAGES } from './schema.ts';
import type { AdminInsight } from './types.ts';

describe.each(testDialects)('insight categories on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp() {
    database = await createMigratedTestDatabase(dialect);
    const services = await servicesWithInsights(database);
    const editor = await signedInAs(services.auth, 'editor', 'editor@calderrowe.com.au');
    const call = adminCaller(services, editor.cookie);
    const create = async (body: Record<string, unknown>) =>
      (
        await call(createInsightEndpoint, 'POST', '/api/admin/insights', {
          body: { ...VALID_INSIGHT, status: 'published', date: '2026-01-01', ...body },
        })
      ).body.insight as AdminInsight;
    return { services, call, create };
  }

  it('stores the value and shows the label on the article, in its JSON-LD, on the list and in the CSV', async () => {
    const { services, call, create } = await setUp();
    const insight = await create({ title: 'Agency Market 2026', category: 'market-analysis' });
    const stored = await database.db
      .selectFrom('insights')
      .select('category')
      .where('id', '=', insight.id)
      .executeTakeFirstOrThrow();
    expect(stored.category).toBe('market-analysis');

    const page = await loadArticlePage(pageContext(services, `/resources/insights/${insight.id}`, { id: insight.id }));
    // The article itself; the related articles under it link to (and draw) others by their own addresses.
    const markup = renderToStaticMarkup(<ArticlePage article={page.props.article} />);
    expect(markup).toContain('>Market Analysis<');
    expect(markup).not.toContain('market-analysis');
    expect(JSON.stringify(page.meta.jsonLd)).toContain('"articleSection":"Market Analysis"');

    const list = await loadInsightsPage(pageContext(services, '/resources/insights'));
    const listMarkup = renderToStaticMarkup(<InsightsExplorer initialInsights={list.props.insights} />);
    expect(listMarkup).toContain('>Market Analysis<');
    expect(listMarkup).not.toMatch(/>[a-z]+(-[a-z]+)+</);

    const csv = (await call(exportInsightsEndpoint, 'GET', '/api/admin/insights/export')).text ?? '';
    expect(csv).toContain('"Agency Market 2026","What buyers look for.","Market Analysis"');
    expect(csv).not.toContain('market-analysis');
  });

  it('stores a category sent by its label as its value, and refuses one outside the list', async () => {
    const { call, create } = await setUp();
    const insight = await create({ title: 'A Guide', category: 'Valuation Guide' });
    expect(insight.category).toBe('valuation-guide');
    const refused = await call(createInsightEndpoint, 'POST', '/api/admin/insights', {
      body: { ...VALID_INSIGHT, title: 'Elsewhere', category: 'Franchising' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toMatchObject({ category: INSIGHT_MESSAGES.unknownCategory });
  });

  it('seeds the articles under the values, "Valuation" and "Market Analysis" once each', async () => {
    await setUp();
    const rows = await database.db.selectFrom('insights').select('category').distinct().orderBy('category').execute();
    expect(rows.map((row) => row.category)).toContain('valuation');
    expect(rows.map((row) => row.category)).toContain('market-analysis');
    expect(rows.every((row) => /^[a-z-]+$/.test(row.category))).toBe(true);
  });

  it('lists one category at /resources/insights?category=…, its own canonical address, with links to every category', async () => {
    const { services, create } = await setUp();
    await create({ title: 'Second Guide', category: 'valuation-guide' });
    const page = await loadInsightsPage(pageContext(services, '/resources/insights?category=valuation-guide'));
    expect(page.props.insights.map((insight) => insight.category)).toEqual(['Valuation Guide', 'Valuation Guide']);
    expect(page.meta.path).toBe('/resources/insights?category=valuation-guide');
    expect(page.meta.title).toBe('Valuation Guide Insights: Recruitment Business M&A');
    expect(page.props.category).toBe('valuation-guide');
    expect(page.props.categories).toContainEqual({
      value: 'valuation-guide',
      label: 'Valuation Guide',
      href: '/resources/insights?category=valuation-guide',
    });
    expect(page.props.categories.map((entry) => entry.label)).not.toContain('Process');

    const unknown = await loadInsightsPage(pageContext(services, '/resources/insights?category=nonsense'));
    expect(unknown.meta.path).toBe('/resources/insights');
    expect(unknown.props.category).toBeNull();
  });

  it('names each category with articles in the sitemap', async () => {
    const { services } = await setUp();
    const sitemap = await (await sitemapResponse(services)).text();
    expect(sitemap).toContain(`<loc>${services.config.siteUrl}/resources/insights?category=valuation-guide</loc>`);
    expect(sitemap).toContain('/resources/insights?category=market-analysis</loc>');
    expect(sitemap).not.toContain('category=process<');
  });
});

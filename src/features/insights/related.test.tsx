// Issue 22: under each article, three related articles: published ones of the same category first,
// then the newest of the rest; never the article itself, a draft or one scheduled for later. The public
// API keeps the spec's shape.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import ArticlePage, { ARTICLE_TEXT } from './ArticlePage.tsx';
import { listRelatedInsights, publishedInsightsResponse } from './insights.server.ts';
import { insertInsight } from './permission-rows.testing.ts';
import { loadArticlePage } from './public-page.server.ts';

describe.each(testDialects)('related articles on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function withArticles() {
    database = await createMigratedTestDatabase(dialect);
    const add = (id: string, category: string, date: string, status: 'published' | 'draft' = 'published') =>
      insertInsight(database.db, { id, title: `Article ${id}`, category, date, status });
    await add('current', 'valuation', '2025-05-01');
    await add('same-old', 'valuation', '2024-01-01');
    await add('same-new', 'valuation', '2025-04-01');
    await add('same-draft', 'valuation', '2025-06-01', 'draft');
    await add('same-later', 'valuation', '2099-01-01');
    await add('other-newest', 'legal', '2025-09-01');
    await add('other-older', 'process', '2025-02-01');
    return database.db;
  }

  it('lists the same category first, newest first, then the newest of the others, three at most', async () => {
    const db = await withArticles();
    const related = await listRelatedInsights(db, { id: 'current', category: 'Valuation' });
    expect(related.map((insight) => insight.id)).toEqual(['same-new', 'same-old', 'other-newest']);
    expect(related[0]?.category).toBe('Valuation');
  });

  it('fills with the newest of other categories when the category has no other article', async () => {
    const db = await withArticles();
    const related = await listRelatedInsights(db, { id: 'other-newest', category: 'legal' });
    expect(related.map((insight) => insight.id)).toEqual(['current', 'same-new', 'other-older']);
  });

  it('shows them under the article as cards linking to each', async () => {
    await withArticles();
    const services = await createTestServices(database);
    const page = await loadArticlePage(pageContext(services, '/resources/insights/current', { id: 'current' }));
    const html = renderToStaticMarkup(<ArticlePage {...page.props} />);
    expect(html).toContain(`<h2 id="related-heading"`);
    expect(html).toContain(ARTICLE_TEXT.related);
    for (const id of ['same-new', 'same-old', 'other-newest']) expect(html).toContain(`href="/resources/insights/${id}"`);
    expect(html).not.toContain('href="/resources/insights/same-draft"');
  });
});

describe.each(testDialects)('the public insights API on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  it('keeps the spec’s Insight shape: the image, author link and review date stay on the pages', async () => {
    database = await createMigratedTestDatabase(dialect);
    await insertInsight(database.db, { id: 'one', status: 'published' });
    const body = (await (await publishedInsightsResponse(database.db)).json()) as { insights: Record<string, unknown>[] };
    expect(Object.keys(body.insights[0] ?? {}).sort()).toEqual(
      ['author', 'category', 'content', 'date', 'excerpt', 'id', 'image_url', 'read_time', 'title'].sort(),
    );
  });
});

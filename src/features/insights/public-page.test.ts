import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { signedInAs } from '../auth/auth.testing.ts';
import { addImage } from '../images/images.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { PUBLIC_PAGE_SIZE } from './insights.server.ts';
import { servicesWithInsights } from './insights.testing.ts';
import { DEFAULT_ARTICLE_IMAGE, loadArticlePage, loadInsightsPage } from './public-page.server.ts';

const ARTICLE_ID = 'how-recruitment-businesses-are-valued-ebitda-multiples';
const ARTICLE_TITLE = 'How Recruitment Businesses Are Valued: A Guide to EBITDA Multiples';

describe.each(testDialects)('the insight pages on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function seededServices() {
    database = await createMigratedTestDatabase(dialect);
    return servicesWithInsights(database);
  }

  async function openArticle(services: App.Locals['services'], id = ARTICLE_ID) {
    const astro = pageContext(services, `/resources/insights/${id}`, { id });
    const page = await loadArticlePage(astro);
    return { page, responseStatus: astro.response.status };
  }

  it('shows a published article with status 200, its head and its Article JSON-LD', async () => {
    const services = await seededServices();
    const { page, responseStatus } = await openArticle(services);
    expect(responseStatus).toBe(200);
    expect(page.status).toBe(200);
    expect(page.props.article).toMatchObject({ id: ARTICLE_ID, title: ARTICLE_TITLE, category: 'Valuation Guide' });
    expect(page.meta).toMatchObject({
      title: ARTICLE_TITLE,
      type: 'article',
      path: `/resources/insights/${ARTICLE_ID}`,
      keywords: ['Valuation Guide', 'recruitment business', 'M&A'],
    });
    expect(page.meta.noindex).toBeUndefined();
    expect(page.meta.jsonLd?.map((data) => (data as { '@type': string })['@type'])).toEqual(['Article', 'BreadcrumbList']);
  });

  it('answers "Article Not Found" with status 404 for an unknown id', async () => {
    const services = await seededServices();
    const { page, responseStatus } = await openArticle(services, 'no-such-article');
    expect(responseStatus).toBe(404);
    expect(page.status).toBe(404);
    expect(page.props.article).toBeNull();
    expect(page.meta).toEqual({
      title: 'Article Not Found',
      description: "The article you're looking for doesn't exist.",
      keywords: [],
      path: '/resources/insights/no-such-article',
      noindex: true,
    });
  });

  it('answers 404 for a draft, as if it did not exist', async () => {
    const services = await seededServices();
    await database.db.updateTable('insights').set({ status: 'draft' }).where('id', '=', ARTICLE_ID).execute();
    const { page, responseStatus } = await openArticle(services);
    expect(responseStatus).toBe(404);
    expect(page.props.article).toBeNull();
    expect(page.meta.title).toBe('Article Not Found');
  });

  it('shows the article’s library image first, then its own image, then the default image', async () => {
    const services = await seededServices();
    const imageOf = async () => (await openArticle(services)).page.props.article?.image;

    expect((await imageOf())?.src).toBe('/images/insights/valuation-guide.svg');

    // A library image whose usage context names the article is no longer picked up by its title.
    await addImage(database.db, {
      page: 'insights',
      component: 'insight-card',
      usage: `Card for ${ARTICLE_TITLE}`,
      url: '/uploads/card.webp',
    });
    expect((await imageOf())?.src).toBe('/images/insights/valuation-guide.svg');
    const card = await database.db.selectFrom('website_images').select('id').executeTakeFirstOrThrow();
    await database.db.updateTable('insights').set({ image_id: card.id }).where('id', '=', ARTICLE_ID).execute();
    expect((await imageOf())?.src).toBe('/uploads/card.webp');

    await database.db.updateTable('insights').set({ image_id: null, image_url: null }).where('id', '=', ARTICLE_ID).execute();
    expect((await imageOf())?.src).toBe(DEFAULT_ARTICLE_IMAGE);
    expect(DEFAULT_ARTICLE_IMAGE).toBe('/images/og-default.png');
  });

  it('preloads the article image and shares it on social networks unless it is an SVG', async () => {
    const services = await seededServices();
    const svg = (await openArticle(services)).page;
    expect(svg.meta.preloadImage).toBe('/images/insights/valuation-guide.svg');
    expect(svg.meta.image).toBeUndefined();

    await database.db.updateTable('insights').set({ image_url: '/uploads/valuation.png' }).where('id', '=', ARTICLE_ID).execute();
    const png = (await openArticle(services)).page;
    expect(png.meta.preloadImage).toBe('/uploads/valuation.png');
    expect(png.meta.image).toBe('/uploads/valuation.png');
    const [article] = png.meta.jsonLd ?? [];
    expect(article).toMatchObject({ '@type': 'Article', image: `${services.config.siteUrl}/uploads/valuation.png` });
  });

  it('lists the published insights twelve a page and announces the RSS feed', async () => {
    const services = await seededServices();
    await database.db.updateTable('insights').set({ status: 'draft' }).where('id', '=', ARTICLE_ID).execute();
    const first = await loadInsightsPage(pageContext(services, '/resources/insights'));
    expect(first.props.insights).toHaveLength(PUBLIC_PAGE_SIZE);
    expect(first.props.pages).toEqual({ page: 1, pageCount: 2 });
    const second = await loadInsightsPage(pageContext(services, '/resources/insights?page=2'));
    expect(second.props.insights).toHaveLength(14 - PUBLIC_PAGE_SIZE);
    expect(second.meta.path).toBe('/resources/insights?page=2');
    const ids = [...first.props.insights, ...second.props.insights].map((insight) => insight.id);
    expect(new Set(ids).size).toBe(14);
    expect(ids).not.toContain(ARTICLE_ID);
    expect(first.meta.feed).toEqual({ title: 'Calder & Rowe Advisory insights', href: '/rss.xml' });
    expect((await loadInsightsPage(pageContext(services, '/resources/insights?page=99'))).props.pages.page).toBe(2);
  });

  it('shows a draft to signed-in staff as a private, noindex preview, and 404 to visitors', async () => {
    const services = await seededServices();
    await database.db.updateTable('insights').set({ status: 'draft' }).where('id', '=', ARTICLE_ID).execute();
    const visitor = await openArticle(services);
    expect(visitor.responseStatus).toBe(404);
    const { cookie } = await signedInAs(services.auth, 'viewer', 'viewer@calderrowe.com.au');
    const astro = {
      ...pageContext(services, `/resources/insights/${ARTICLE_ID}`, { id: ARTICLE_ID }),
      request: new Request(`${services.config.siteUrl}/resources/insights/${ARTICLE_ID}`, { headers: { cookie } }),
    };
    const page = await loadArticlePage(astro);
    expect(astro.response.status).toBe(200);
    expect(astro.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.props).toMatchObject({ preview: 'draft', article: { id: ARTICLE_ID } });
    expect(page.meta).toMatchObject({ title: `Preview: ${ARTICLE_TITLE}`, noindex: true });
  });

  it('hides a published insight dated later until its day begins in Brisbane', async () => {
    const services = await seededServices();
    await database.db
      .updateTable('insights')
      .set({ date: '2999-01-01', publish_at: new Date('2998-12-31T14:00:00Z') })
      .where('id', '=', ARTICLE_ID)
      .execute();
    expect((await openArticle(services)).responseStatus).toBe(404);
    const list = await loadInsightsPage(pageContext(services, '/resources/insights'));
    expect(list.props.insights.map((insight) => insight.id)).not.toContain(ARTICLE_ID);
  });
});

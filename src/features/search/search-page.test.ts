// The /search page and GET /api/search over the seeded insights on a real database (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set): noindex and cached like a page, the query cut to its
// length, the category filter and pages, "No results for …" with what to try, the per-visitor flood
// guard, and the searched terms counted per day without personal data.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { applySeed } from '#src/platform/db/seed.ts';
import { PUBLIC_PAGE_CACHE_CONTROL } from '#src/platform/http/http-caching.ts';
import { createTestServices } from '#src/server/services.testing.ts';
import { MAX_SEARCH_TERMS_PER_DAY, OTHER_TAG } from '../analytics/kinds.ts';
import { countSearch, SEARCH_TERM_MAX_LENGTH, searchTermKey } from '../analytics/search-terms.server.ts';
import { insightSeedItems } from '../insights/seed.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { searchResponse } from './endpoint.server.ts';
import { QUERY_MAX_LENGTH } from './limits.ts';
import { loadSearchPage, SUGGESTED_INSIGHTS } from './public-page.server.ts';
import SearchPage, { SEARCH_PAGE_TEXT } from './SearchPage.tsx';
import { SEARCH_MESSAGES } from './site-search.server.ts';

describe('search terms as the analytics count them', () => {
  it('are lower-cased, trimmed, spaces collapsed and cut to a length, and empty ones are not counted', () => {
    expect(searchTermKey('  Selling   A Business ')).toBe('selling a business');
    expect(searchTermKey('x'.repeat(200))).toHaveLength(SEARCH_TERM_MAX_LENGTH);
    expect(searchTermKey('   ')).toBeNull();
  });

  it('never keep what looks like an e-mail address or a phone number', () => {
    expect(searchTermKey('jane@example.com')).toBe(OTHER_TAG);
    expect(searchTermKey('call 0412 345 678')).toBe(OTHER_TAG);
    expect(searchTermKey('top 10 buyers 2026')).toBe('top 10 buyers 2026');
  });
});

describe.each(testDialects)('the search page and endpoint on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function setUp(env: Record<string, string> = {}) {
    database = await createMigratedTestDatabase(dialect);
    const services = await createTestServices(database, { env });
    await applySeed(database.db, insightSeedItems());
    return services;
  }

  type Services = Awaited<ReturnType<typeof setUp>>;

  async function load(services: Services, path: string, headers: Record<string, string> = {}) {
    const context = { ...pageContext(services, path), request: new Request(new URL(path, services.config.siteUrl), { headers }) };
    const page = await loadSearchPage(context);
    return { page, headers: context.response.headers, html: renderToStaticMarkup(createElement(SearchPage, page.props)) };
  }

  async function counted(services: Services, kind: 'search' | 'search_none') {
    await services.analytics.counter.flush();
    const rows = await database.db.selectFrom('analytics_daily').select(['key', 'views']).where('kind', '=', kind).execute();
    return Object.fromEntries(rows.map((row) => [row.key, Number(row.views)]));
  }

  it('finds articles for a typo’d query, noindex and cached like a page, and counts the term', async () => {
    const services = await setUp();
    const { page, headers, html } = await load(services, '/search?q=Valuaton');
    expect(page.status).toBe(200);
    expect(page.meta.noindex).toBe(true);
    expect(headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const titles = page.props.answer?.hits.map((hit) => hit.title) ?? [];
    expect(titles).toContain('How Recruitment Businesses Are Valued: A Guide to EBITDA Multiples');
    expect(html).toContain('<mark>');
    expect(await counted(services, 'search')).toEqual({ valuaton: 1 });
    expect(await counted(services, 'search_none')).toEqual({});
  });

  it('cuts a query over 200 characters, and the box shows the cut query', async () => {
    const services = await setUp();
    const long = `recruitment ${'a'.repeat(300)}`;
    const { page, html } = await load(services, `/search?q=${encodeURIComponent(long)}`);
    expect(page.props.request.query).toBe(long.slice(0, QUERY_MAX_LENGTH));
    expect(html).toContain(`value="${long.slice(0, QUERY_MAX_LENGTH)}"`);
    expect(html).not.toContain(long.slice(0, QUERY_MAX_LENGTH + 1));
  });

  it('says "No results for …" with the newest insights and the categories to try, and counts the term as fruitless', async () => {
    const services = await setUp();
    const { page, html } = await load(services, '/search?q=zebra%20crossing');
    expect(page.props.answer?.total).toBe(0);
    expect(html).toContain(SEARCH_PAGE_TEXT.noResults('zebra crossing'));
    expect(page.props.suggestions.map((insight) => insight.date)).toEqual(['2026-06-10', '2026-03-17', '2026-02-24']);
    expect(page.props.suggestions).toHaveLength(SUGGESTED_INSIGHTS);
    expect(html).toContain('href="/resources/insights?category=valuation"');
    expect(await counted(services, 'search_none')).toEqual({ 'zebra crossing': 1 });
  });

  it('filters by category and keeps the query and category in the links to other pages', async () => {
    const services = await setUp();
    const all = await load(services, '/search?q=recruitment');
    expect(all.page.props.answer?.pageCount).toBeGreaterThan(1);
    expect(all.html).toContain('href="/search?q=recruitment&amp;page=2"');
    const legal = await load(services, '/search?q=recruitment&category=legal');
    const hits = legal.page.props.answer?.hits ?? [];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.category === 'legal')).toBe(true);
    // Paging does not count the same search again.
    await load(services, '/search?q=recruitment&page=2');
    expect(await counted(services, 'search')).toEqual({ recruitment: 2 });
  });

  it('does not count a search from a visitor who asked not to be tracked', async () => {
    const services = await setUp();
    await load(services, '/search?q=earn-out', { DNT: '1' });
    await load(services, '/search?q=earn-out', { 'Sec-GPC': '1' });
    expect(await counted(services, 'search')).toEqual({});
  });

  it(`keeps at most ${MAX_SEARCH_TERMS_PER_DAY} distinct terms a day and counts later new ones as Other`, async () => {
    const services = await setUp();
    const search = (query: string) =>
      countSearch(services.analytics, {
        query,
        total: 1,
        request: new Request(services.config.siteUrl),
        clientAddress: '203.0.113.7',
        auth: services.auth,
      });
    for (let index = 0; index < MAX_SEARCH_TERMS_PER_DAY + 3; index += 1) {
      await search(`term ${index}`);
      if (index === 10) await services.analytics.counter.flush();
    }
    await search('term 0');
    const terms = await counted(services, 'search');
    expect(Object.keys(terms)).toHaveLength(MAX_SEARCH_TERMS_PER_DAY + 1);
    expect(terms).toMatchObject({ 'term 0': 2, [OTHER_TAG]: 3 });
  });

  it('answers GET /api/search in JSON, cacheable like a page', async () => {
    const services = await setUp();
    const response = await searchResponse(
      new URL('/api/search?q=recruitmnet', services.config.siteUrl),
      '203.0.113.9',
      services.search,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const body = (await response.json()) as { query: string; total: number; results: { title: string; snippet: string[] }[] };
    expect(body.query).toBe('recruitmnet');
    expect(body.total).toBeGreaterThan(0);
    expect(body.results[0]?.snippet.length).toBeGreaterThan(1);
  });

  it('refuses a flood of searches from one address, on the page and the endpoint alike, and counts nothing then', async () => {
    const services = await setUp({ SEARCH_RATE_LIMIT: '2/1m' });
    const url = (q: string) => new URL(`/api/search?q=${q}`, services.config.siteUrl);
    expect((await searchResponse(url('sale'), '203.0.113.9', services.search)).status).toBe(200);
    expect((await searchResponse(url('sale'), '203.0.113.9', services.search)).status).toBe(200);
    const refused = await searchResponse(url('sale'), '203.0.113.9', services.search);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ message: SEARCH_MESSAGES.tooMany });
    // Another visitor is not held back.
    expect((await searchResponse(url('sale'), '203.0.113.10', services.search)).status).toBe(200);
    const page = await load(services, '/search?q=sale');
    await load(services, '/search?q=sale');
    const third = await load(services, '/search?q=sale');
    expect(page.page.status).toBe(200);
    expect(third.page.status).toBe(429);
    expect(third.html).toContain(SEARCH_MESSAGES.tooMany);
    expect(await counted(services, 'search')).toEqual({ sale: 2 });
  });
});

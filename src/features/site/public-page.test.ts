import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '#src/platform/db/database.testing.ts';
import { servicesWithInsights } from '../insights/insights.testing.ts';
import { pageContext } from '../public-shell/public-page.testing.ts';
import { robotsTxtResponse, rssFeedResponse, sitemapResponse } from './feeds.server.ts';
import { firstSentence } from './HomePage.tsx';
import { loadNotFoundPage, loadResourcesPage, loadServicePage } from './public-page.server.ts';

const jsonLdTypes = (jsonLd: unknown[] = []) => jsonLd.map((data) => (data as { '@type': string })['@type']);

describe('a service card on the home page', () => {
  it.each([
    ['Find out what it is worth. We review it.', 'Find out what it is worth.'],
    ['One sentence only.', 'One sentence only.'],
    ['Worth 3.5 times profit? Ask us.', 'Worth 3.5 times profit?'],
    ['No full stop at all', 'No full stop at all'],
  ])('shows “%s” as its first sentence, “%s”', (description, shown) => expect(firstSentence(description)).toBe(shown));
});

describe.each(testDialects)('the site pages on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function seededServices() {
    database = await createMigratedTestDatabase(dialect);
    return servicesWithInsights(database);
  }

  it('answers an empty 404 for an unknown service, so the 404 page shows', async () => {
    const services = await seededServices();
    const page = await loadServicePage(pageContext(services, '/services/tax-returns', { service: 'tax-returns' }));
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(404);
    expect(await (page as Response).text()).toBe('');
  });

  it('gives a service page its breadcrumb, Service and FAQ JSON-LD', async () => {
    const services = await seededServices();
    const astro = pageContext(services, '/services/business-sales', { service: 'business-sales' });
    const page = await loadServicePage(astro);
    if (page instanceof Response) throw new Error('a known service must render');
    expect(astro.response.status).toBe(200);
    expect(page.meta.path).toBe('/services/business-sales');
    expect(page.props.page.hero.title).toBe('Business Sales');
    expect(page.meta.title).toBe('Sell Your Recruitment or Staffing Business');
    expect(jsonLdTypes(page.meta.jsonLd)).toEqual(['BreadcrumbList', 'Service', 'FAQPage']);
  });

  it('shows the three latest insights on the resources hub', async () => {
    const services = await seededServices();
    const page = await loadResourcesPage(pageContext(services, '/resources'));
    expect(page.props.latest.map((insight) => insight.date)).toEqual(['2026-06-10', '2026-03-17', '2026-02-24']);
  });

  it('answers an unknown path with 404, kept out of search engines, with links for its keywords', async () => {
    const services = await seededServices();
    const astro = pageContext(services, '/old/valuation-tool');
    const page = await loadNotFoundPage(astro);
    expect(astro.response.status).toBe(404);
    expect(page.meta).toMatchObject({ title: 'Page Not Found', path: '/old/valuation-tool', noindex: true });
    expect(page.props.suggestions).toEqual([{ label: 'Valuation Calculator', href: '/resources/valuation-calculator' }]);
  });

  it('serves robots.txt, the sitemap and the RSS feed with their types and cache lifetimes', async () => {
    const services = await seededServices();
    const robots = robotsTxtResponse(services);
    expect(robots.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(robots.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(await robots.text()).toContain('Disallow: /admin');

    const sitemap = await sitemapResponse(services);
    expect(sitemap.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await sitemap.text()).toContain('/resources/insights/how-recruitment-businesses-are-valued-ebitda-multiples</loc>');

    const rss = await rssFeedResponse(services);
    expect(rss.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers.get('Cache-Control')).toBe('public, max-age=900');
    expect((await rss.text()).match(/<item>/g)).toHaveLength(15);
  });
});

import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildRssFeed, buildSitemap, escapeXml } from './feeds.ts';
import { publicRoutes } from './public-routes.ts';

const insights = [
  {
    id: 'earn-outs',
    title: 'Earn-outs & <deals>',
    excerpt: 'How "earn-outs" work',
    category: 'Legal',
    author: 'David Calder',
    date: '2025-09-02',
  },
];

describe('sitemap, robots and feed', () => {
  it('lists every public page and each published insight in the sitemap', () => {
    const sitemap = buildSitemap('https://www.example.com.au', publicRoutes, insights);
    for (const path of [
      '/',
      '/about',
      '/services',
      '/services/business-sales',
      '/resources',
      '/resources/valuation-calculator',
      '/resources/insights',
      '/contact',
      '/privacy-policy',
    ]) {
      expect(sitemap).toContain(`<loc>https://www.example.com.au${path}</loc>`);
    }
    expect(sitemap).toContain('<loc>https://www.example.com.au/resources/insights/earn-outs</loc><lastmod>2025-09-02</lastmod>');
    expect(sitemap).not.toContain('/admin');
  });

  it('keeps crawlers out of the admin area and points them at the sitemap', () => {
    const robots = buildRobotsTxt('https://www.example.com.au');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://www.example.com.au/sitemap.xml');
  });

  it('escapes titles in the RSS feed', () => {
    const feed = buildRssFeed('https://www.example.com.au', insights, 'Calder & Rowe Advisory');
    expect(feed).toContain('<title>Earn-outs &amp; &lt;deals&gt;</title>');
    expect(feed).toContain('<pubDate>Tue, 02 Sep 2025 00:00:00 GMT</pubDate>');
    expect(escapeXml(`'"`)).toBe('&apos;&quot;');
  });

  it("names the RSS channel after the firm's name it is given (the site settings')", () => {
    const feed = buildRssFeed('https://www.example.com.au', insights, 'Rowe & Partners');
    expect(feed).toContain('<channel><title>Rowe &amp; Partners Insights</title>');
  });
});

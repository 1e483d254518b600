// The feed endpoints' responses: robots.txt, the sitemap and the RSS feed, each with its content type
// and how long caches may keep it.
import { listPublishedInsightSummaries } from '../insights/insights.server.ts';
import { buildRobotsTxt, buildRssFeed, buildSitemap } from './feeds.ts';
import { publicRoutes } from './public-routes.ts';

type SiteServices = Pick<App.Locals['services'], 'config' | 'database'>;

function textResponse(body: string, contentType: string, maxAgeSeconds: number): Response {
  return new Response(body, {
    headers: { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': `public, max-age=${maxAgeSeconds}` },
  });
}

/** GET /robots.txt: everything public may be crawled; the admin area, API and logout may not. */
export function robotsTxtResponse({ config }: SiteServices): Response {
  return textResponse(buildRobotsTxt(config.siteUrl), 'text/plain', 86_400);
}

/** GET /sitemap.xml: every public page and published insight. */
export async function sitemapResponse({ config, database }: SiteServices): Promise<Response> {
  const insights = await listPublishedInsightSummaries(database.db);
  return textResponse(buildSitemap(config.siteUrl, publicRoutes, insights), 'application/xml', 3_600);
}

/** GET /rss.xml: the published insights as an RSS 2.0 feed, newest first. */
export async function rssFeedResponse({ config, database }: SiteServices): Promise<Response> {
  const insights = await listPublishedInsightSummaries(database.db);
  return textResponse(buildRssFeed(config.siteUrl, insights), 'application/rss+xml', 900);
}

// The feed endpoints' responses: robots.txt, the sitemap and the RSS feed, each with its content type
// and how long caches may keep it.
import {
  insightCategoryPath,
  listPublishedCategories,
  listPublishedInsightSummaries,
  PUBLIC_FEED_LIMIT,
  SITEMAP_INSIGHT_LIMIT,
} from '../insights/insights.server.ts';
import { buildRobotsTxt, buildRssFeed, buildSitemap } from './feeds.ts';
import { publicRoutes } from './public-routes.ts';

type SiteServices = Pick<App.Locals['services'], 'config' | 'database'>;
type FeedServices = SiteServices & Pick<App.Locals['services'], 'siteSettings'>;

function textResponse(body: string, contentType: string, maxAgeSeconds: number): Response {
  return new Response(body, {
    headers: { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': `public, max-age=${maxAgeSeconds}` },
  });
}

/** GET /robots.txt: everything public may be crawled; the admin area, API and logout may not. */
export function robotsTxtResponse({ config }: SiteServices): Response {
  return textResponse(buildRobotsTxt(config.siteUrl), 'text/plain', 86_400);
}

/** GET /sitemap.xml: every public page, each category's list and published insight (up to the protocol's limit per file). */
export async function sitemapResponse({ config, database }: SiteServices): Promise<Response> {
  const [insights, categories] = await Promise.all([
    listPublishedInsightSummaries(database.db, SITEMAP_INSIGHT_LIMIT),
    listPublishedCategories(database.db),
  ]);
  const categoryPaths = categories.map((category) => insightCategoryPath(category.value));
  return textResponse(buildSitemap(config.siteUrl, publicRoutes, insights, categoryPaths), 'application/xml', 3_600);
}

/** GET /rss.xml: the newest published insights as an RSS 2.0 feed. */
export async function rssFeedResponse({ config, database, siteSettings }: FeedServices): Promise<Response> {
  const [insights, company] = await Promise.all([
    listPublishedInsightSummaries(database.db, PUBLIC_FEED_LIMIT),
    siteSettings.current(),
  ]);
  return textResponse(buildRssFeed(config.siteUrl, insights, company.name), 'application/rss+xml', 900);
}

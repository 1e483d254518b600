// The feed endpoints' responses: robots.txt, the sitemap and the RSS feed, each with its content type
// and how long caches may keep it.
import {
  insightCategoryPath,
  listPublishedCategories,
  listPublishedInsightSummaries,
  PUBLIC_FEED_LIMIT,
  SITEMAP_INSIGHT_LIMIT,
} from '../insights/insights.server.ts';
import type { PageCopyStore } from '../pages/copy.server.ts';
import { COPY_PAGE_IDS, COPY_PAGES } from '../pages/schema.ts';
import { readSeo } from '../seo/seo.ts';
import { buildRobotsTxt, buildRssFeed, buildSitemap } from './feeds.ts';
import { publicRoutes } from './public-routes.ts';

type SiteServices = Pick<App.Locals['services'], 'config' | 'database'>;
type FeedServices = SiteServices & Pick<App.Locals['services'], 'siteSettings'>;
type SitemapServices = SiteServices & Pick<App.Locals['services'], 'pageCopy'>;

function textResponse(body: string, contentType: string, maxAgeSeconds: number): Response {
  return new Response(body, {
    headers: { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': `public, max-age=${maxAgeSeconds}` },
  });
}

/** GET /robots.txt: everything public may be crawled; the admin area, API and logout may not. */
export function robotsTxtResponse({ config }: SiteServices): Response {
  return textResponse(buildRobotsTxt(config.siteUrl), 'text/plain', 86_400);
}

/** The fixed pages staff hid from search engines (their SEO field), left out of the sitemap. */
async function hiddenPagePaths(pageCopy: PageCopyStore): Promise<Set<string>> {
  const hidden = await Promise.all(
    COPY_PAGE_IDS.map(
      async (id): Promise<string | null> => ((await pageCopy.published(id)).seo.noindex ? COPY_PAGES[id].path : null),
    ),
  );
  return new Set(hidden.filter((path): path is string => path !== null));
}

/** The insights staff hid from search engines. */
async function hiddenInsightIds({ database }: SiteServices): Promise<Set<string>> {
  const rows = await database.db.selectFrom('insights').select(['id', 'seo']).where('seo', 'is not', null).execute();
  return new Set(rows.filter((row) => readSeo(row.seo).noindex).map((row) => row.id));
}

/**
 * GET /sitemap.xml: every public page but those hidden from search engines, each category's list and
 * published insight (up to the protocol's limit per file).
 */
export async function sitemapResponse({ config, database, pageCopy }: SitemapServices): Promise<Response> {
  const [published, categories, hidden, hiddenInsights] = await Promise.all([
    listPublishedInsightSummaries(database.db, SITEMAP_INSIGHT_LIMIT),
    listPublishedCategories(database.db),
    hiddenPagePaths(pageCopy),
    hiddenInsightIds({ config, database }),
  ]);
  const insights = published.filter((insight) => !hiddenInsights.has(insight.id));
  const categoryPaths = categories.map((category) => insightCategoryPath(category.value));
  const routes = publicRoutes.filter((route) => !hidden.has(route.path));
  return textResponse(buildSitemap(config.siteUrl, routes, insights, categoryPaths), 'application/xml', 3_600);
}

/** GET /rss.xml: the newest published insights as an RSS 2.0 feed. */
export async function rssFeedResponse({ config, database, siteSettings }: FeedServices): Promise<Response> {
  const [insights, company] = await Promise.all([
    listPublishedInsightSummaries(database.db, PUBLIC_FEED_LIMIT),
    siteSettings.current(),
  ]);
  return textResponse(buildRssFeed(config.siteUrl, insights, company.name), 'application/rss+xml', 900);
}

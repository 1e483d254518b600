// GET /sitemap.xml: every public page and published insight.
import type { APIRoute } from 'astro';
import { listPublishedInsightSummaries } from '../features/insights/insights.server.ts';
import { buildSitemap } from '../features/site/feeds.ts';
import { publicRoutes } from '../features/site/public-routes.ts';
import { getConfig } from '../platform/config.ts';
import { getDatabase } from '../platform/db/index.ts';

export const GET: APIRoute = async () => {
  const insights = await listPublishedInsightSummaries(getDatabase().db);
  return new Response(buildSitemap(getConfig().siteUrl, publicRoutes, insights), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};

// GET /sitemap.xml: every public page and published insight.
import type { APIRoute } from 'astro';
import { listPublishedInsightSummaries } from '../features/insights/insights.server.ts';
import { buildSitemap } from '../features/site/feeds.ts';
import { publicRoutes } from '../features/site/public-routes.ts';

export const GET: APIRoute = async ({ locals }) => {
  const insights = await listPublishedInsightSummaries(locals.services.database.db);
  return new Response(buildSitemap(locals.services.config.siteUrl, publicRoutes, insights), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};

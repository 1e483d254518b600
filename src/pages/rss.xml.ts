// GET /rss.xml: the published insights as an RSS 2.0 feed, newest first.
import type { APIRoute } from 'astro';
import { listPublishedInsightSummaries } from '../features/insights/insights.server.ts';
import { buildRssFeed } from '../features/site/feeds.ts';

export const GET: APIRoute = async ({ locals }) => {
  const insights = await listPublishedInsightSummaries(locals.services.database.db);
  return new Response(buildRssFeed(locals.services.config.siteUrl, insights), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
};

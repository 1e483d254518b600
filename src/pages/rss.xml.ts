// GET /rss.xml: the published insights as an RSS 2.0 feed, newest first.
import type { APIRoute } from 'astro';
import { listPublishedInsightSummaries } from '../features/insights/insights.server.ts';
import { buildRssFeed } from '../features/site/feeds.ts';
import { getConfig } from '../platform/config.ts';
import { getDatabase } from '../platform/db/index.ts';

export const GET: APIRoute = async () => {
  const insights = await listPublishedInsightSummaries(getDatabase().db);
  return new Response(buildRssFeed(getConfig().siteUrl, insights), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
};

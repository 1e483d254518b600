// GET /api/insights: { count, insights } with every published insight (drafts never appear).
import type { APIRoute } from 'astro';
import { listPublishedInsights } from '../../features/insights/insights.server.ts';
import { getDatabase } from '../../platform/db/index.ts';

export const GET: APIRoute = async () => {
  const insights = await listPublishedInsights(getDatabase().db);
  return Response.json({ count: insights.length, insights }, { headers: { 'Cache-Control': 'public, max-age=60' } });
};

// GET /api/insights: { count, insights } with every published insight (drafts never appear).
import type { APIRoute } from 'astro';
import { publishedInsightsResponse } from '#src/features/insights/insights.server.ts';

export const GET: APIRoute = ({ locals }) => publishedInsightsResponse(locals.services.database.db);

// GET /sitemap.xml: every public page and published insight.
import type { APIRoute } from 'astro';
import { sitemapResponse } from '#src/features/site/feeds.server.ts';

export const GET: APIRoute = ({ locals }) => sitemapResponse(locals.services);

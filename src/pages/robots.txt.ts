// GET /robots.txt: everything public may be crawled; the admin area, API and logout may not.
import type { APIRoute } from 'astro';
import { buildRobotsTxt } from '../features/site/feeds.ts';

export const GET: APIRoute = ({ locals }) =>
  new Response(buildRobotsTxt(locals.services.config.siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });

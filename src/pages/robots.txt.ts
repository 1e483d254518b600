// GET /robots.txt: everything public may be crawled; the admin area, API and logout may not.
import type { APIRoute } from 'astro';
import { robotsTxtResponse } from '#src/features/site/feeds.server.ts';

export const GET: APIRoute = ({ locals }) => robotsTxtResponse(locals.services);

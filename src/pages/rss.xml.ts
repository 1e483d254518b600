// GET /rss.xml: the published insights as an RSS 2.0 feed, newest first.
import type { APIRoute } from 'astro';
import { rssFeedResponse } from '#src/features/site/feeds.server.ts';

export const GET: APIRoute = ({ locals }) => rssFeedResponse(locals.services);

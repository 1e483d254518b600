// GET/HEAD /media/<key>: a stored upload or image variant, served by platform/media (long immutable cache, 404 when missing).
import type { APIRoute } from 'astro';
import { serveMedia } from '#src/platform/media/media-route.server.ts';

export const GET: APIRoute = ({ request, params, locals }) =>
  serveMedia(request, params.key, { storage: locals.services.storage, logger: locals.services.logger });
export const HEAD = GET;

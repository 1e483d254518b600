// POST /api/analytics/hit: the beacon's page views and calculator uses (rules in features/analytics).
import type { APIRoute } from 'astro';
import { handleBeacon } from '#src/features/analytics/beacon.server.ts';

export const POST: APIRoute = ({ request, locals }) =>
  handleBeacon(request, locals.clientAddress, { counting: locals.services.analytics, auth: locals.services.auth });

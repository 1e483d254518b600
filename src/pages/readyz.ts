// GET /readyz: the instance can serve: database reachable, migrations current (src/server/health.ts).
import type { APIRoute } from 'astro';
import { readinessResponse } from '#src/server/health.ts';

export const GET: APIRoute = ({ locals }) => readinessResponse(locals.services);

// GET /healthz: the process is alive (src/server/health.ts).
import type { APIRoute } from 'astro';
import { livenessResponse } from '#src/server/health.ts';

export const GET: APIRoute = () => livenessResponse();

// Health endpoints for load balancers and orchestrators: /healthz says the process answers,
// /readyz that it can serve (database reachable, migrations current). Never cached.

import { checkDatabaseHealth } from '../platform/db/health.ts';
import { jsonResponse } from '../platform/http/json-response.ts';
import type { Services } from './services.ts';

export function livenessResponse(): Response {
  return jsonResponse({ status: 'ok' });
}

export async function readinessResponse(services: Pick<Services, 'database'>): Promise<Response> {
  const health = await checkDatabaseHealth(services.database);
  return health.ready
    ? jsonResponse({ status: 'ready' })
    : jsonResponse({ status: 'not-ready', reason: health.reason }, 503, { 'Retry-After': '5' });
}

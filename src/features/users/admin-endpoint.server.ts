// The one way to write an admin JSON endpoint: refuses other origins, looks up the session, applies
// a named policy (401/403) before the handler runs, and turns refusals into JSON with their status.
import type { APIContext, APIRoute } from 'astro';
import { ZodError, type z } from 'zod';
import { getConfig } from '../../platform/config.ts';
import { Refusal } from '../../platform/http/refusal.ts';
import { errorFields } from '../../platform/log.ts';
import { AccessError, type StaffUser } from './access.ts';
import { findStaffSession, getStaffServices, type StaffServices } from './auth.server.ts';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AdminRequest {
  request: Request;
  params: Record<string, string | undefined>;
  staff: StaffUser;
  services: StaffServices;
}

export interface AdminEndpointDefinition {
  /** A named policy from an access module, e.g. (user) => requireRole(user, 'admin'). */
  policy: (user: StaffUser | null) => StaffUser;
  handle: (input: AdminRequest) => Promise<Response>;
}

/** An Astro route that tests can also call with their own services. */
export type AdminEndpoint = APIRoute & {
  handle(request: Request, params: Record<string, string | undefined>, services: StaffServices): Promise<Response>;
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Thrown for a malformed request body; answered with 400 and the message. */
export class BadRequestError extends Error {}

/** The request's JSON body, validated by `schema`; a ZodError or BadRequestError becomes a 400. */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  if (!request.headers.get('content-type')?.toLowerCase().includes('application/json')) {
    throw new BadRequestError('Send the request body as JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
  return schema.parse(body);
}

/**
 * A browser always sends Origin on a POST, PUT, PATCH or DELETE, so a change whose Origin is
 * missing or not ours did not come from our pages. Astro's checkOrigin covers form posts only.
 */
export function isSameOriginChange(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
}

function errorResponse(error: unknown, services: StaffServices): Response {
  if (error instanceof AccessError || error instanceof Refusal) {
    return jsonResponse({ message: error.message }, error.status);
  }
  if (error instanceof ZodError) {
    return jsonResponse({ message: error.issues[0]?.message ?? 'The request is not valid.' }, 400);
  }
  if (error instanceof BadRequestError) return jsonResponse({ message: error.message }, 400);
  services.logger.error('admin request failed', errorFields(error));
  return jsonResponse({ message: 'Something went wrong on the server. Please try again.' }, 500);
}

export function adminEndpoint(definition: AdminEndpointDefinition): AdminEndpoint {
  async function handle(request: Request, params: Record<string, string | undefined>, services: StaffServices) {
    try {
      if (!isSameOriginChange(request, services.siteUrl)) return jsonResponse({ message: CROSS_SITE_MESSAGE }, 403);
      const session = await findStaffSession(services, request.headers);
      const staff = definition.policy(session?.user ?? null);
      const response = await definition.handle({ request, params, staff, services });
      for (const cookie of session?.setCookies ?? []) response.headers.append('Set-Cookie', cookie);
      return response;
    } catch (error) {
      return errorResponse(error, services);
    }
  }
  const route = (context: APIContext) => handle(context.request, context.params, getStaffServices(getConfig()));
  return Object.assign(route, { handle });
}

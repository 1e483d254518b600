// The one way to write an admin JSON endpoint: refuses other origins, looks up the session, applies
// a named policy (401/403) before the handler runs, and turns refusals into JSON with their status:
// 413 for a body over its limit, 400 for one that is not JSON, 422 for JSON the schema refuses (with
// each refused field's message).
import type { APIContext, APIRoute } from 'astro';
import { ZodError, type z } from 'zod';
import { isDatabaseBusy } from '#src/platform/db/busy.ts';
import type { AppDatabase } from '#src/platform/db/database.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { Refusal, refusalHeaders } from '#src/platform/http/refusal.ts';
import { type JsonBodyLimits, readJson } from '#src/platform/http/request-body.ts';
import { CROSS_SITE_MESSAGE, isSameOriginChange } from '#src/platform/http/same-origin.ts';
import { errorFields, type Logger } from '#src/platform/log.ts';
import type { FileStorage } from '#src/platform/storage/file-storage.ts';
import { AccessError, type StaffUser } from '../auth/access.ts';
import { findStaffSession } from '../auth/session.server.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Everything the server offers a request (src/server/services.ts, handed over by the middleware). */
export type AdminServices = App.Locals['services'];

export interface AdminRequest {
  request: Request;
  params: Record<string, string | undefined>;
  staff: StaffUser;
  services: AdminServices;
}

export interface AdminEndpointDefinition {
  /** A named policy from a domain's access module, e.g. requireUserManager. */
  policy: (user: StaffUser | null) => StaffUser;
  handle: (input: AdminRequest) => Promise<Response>;
  /** False for a change no public page shows (a password confirmation): the instances keep the content they hold. */
  changesContent?: boolean;
}

/** An Astro route that tests can also call with their own services. */
export type AdminEndpoint = APIRoute & {
  handle(request: Request, params: Record<string, string | undefined>, services: AdminServices): Promise<Response>;
};

/**
 * The request's JSON body within its byte limit (64 KB unless `limits` says otherwise), validated by
 * `schema`: over the limit a 413, not JSON a 400, refused by the schema a 422 (ZodError).
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  limits?: JsonBodyLimits,
): Promise<z.output<Schema>> {
  return schema.parse(await readJson(request, limits));
}

/** The route's `id` (or `name`) parameter, trimmed; a missing or blank one is a 404 with the area's own message. */
export function idParam(params: Record<string, string | undefined>, notFoundMessage: string, name = 'id'): string {
  const id = params[name]?.trim();
  if (!id) throw new Refusal(404, notFoundMessage);
  return id;
}

/** What a change that stores or removes uploaded files needs of the server (image library, team photos). */
export interface UploadServices {
  database: AppDatabase;
  storage: FileStorage;
  logger: Logger;
  /** Largest upload and picture the site accepts (UPLOAD_MAX_MB, UPLOAD_MAX_MEGAPIXELS). */
  uploads: { maxBytes: number; maxPixels: number };
}

export function uploadServices(services: AdminServices): UploadServices {
  return { database: services.database, storage: services.storage, logger: services.logger, uploads: services.config.uploads };
}

/** The first message for each refused field, by its path ('title', 'image_url'), for forms to show beside each field. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return fields;
}

function errorResponse(error: unknown, services: AdminServices): Response {
  if (error instanceof Refusal) {
    return jsonResponse({ ...error.details, message: error.message }, error.status, refusalHeaders(error));
  }
  if (error instanceof AccessError) return jsonResponse({ message: error.message }, error.status);
  if (error instanceof ZodError) {
    return jsonResponse({ message: error.issues[0]?.message ?? 'The request is not valid.', fields: fieldMessages(error) }, 422);
  }
  // Answered 503 with Retry-After by the middleware, like every route that meets a locked database.
  if (isDatabaseBusy(error)) throw error;
  services.logger.error('admin request failed', errorFields(error));
  return jsonResponse({ message: 'Something went wrong on the server. Please try again.' }, 500);
}

export function adminEndpoint(definition: AdminEndpointDefinition): AdminEndpoint {
  async function handle(request: Request, params: Record<string, string | undefined>, services: AdminServices) {
    try {
      if (!isSameOriginChange(request, services.config.siteUrl)) return jsonResponse({ message: CROSS_SITE_MESSAGE }, 403);
      const session = await findStaffSession(services.auth, request.headers);
      const staff = definition.policy(session?.user ?? null);
      const response = await definition.handle({ request, params, staff, services });
      // A change a public page may show: every instance forgets what it holds of the content
      // (services.contentChanged, then forgetContent's one list in server/services.ts).
      if (!SAFE_METHODS.has(request.method) && response.ok && definition.changesContent !== false)
        await services.contentChanged();
      for (const cookie of session?.setCookies ?? []) response.headers.append('Set-Cookie', cookie);
      return response;
    } catch (error) {
      return errorResponse(error, services);
    }
  }
  const route = (context: APIContext) => handle(context.request, context.params, context.locals.services);
  return Object.assign(route, { handle });
}

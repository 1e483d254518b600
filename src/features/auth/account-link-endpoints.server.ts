// The signed-out endpoints behind e-mailed links, under /api/account: "Forgot your password?", setting
// a new password from a reset link, and accepting an invitation. Like the /api/auth door they take
// only our own pages' requests, read at most AUTH_BODY_MAX_BYTES and are never cached.
import type { APIContext, APIRoute } from 'astro';
import { ZodError } from 'zod';
import { isDatabaseBusy } from '#src/platform/db/busy.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { Refusal, refusalHeaders } from '#src/platform/http/refusal.ts';
import { readJson } from '#src/platform/http/request-body.ts';
import { CROSS_SITE_MESSAGE, isSameOriginChange } from '#src/platform/http/same-origin.ts';
import { errorFields } from '#src/platform/log.ts';
import { type AccountLinkServices, LinkRefusal } from './account-links.server.ts';
import { AUTH_BODY_MAX_BYTES, AUTH_BODY_TOO_LARGE_MESSAGE } from './auth-door.server.ts';
import { acceptInvitation } from './invitations.server.ts';
import { completePasswordReset, requestPasswordReset } from './password-resets.server.ts';

type Answer = (body: unknown, services: AccountLinkServices, clientAddress: string, request: Request) => Promise<Response>;

/** A route that tests can also call with their own services and client address. */
export type AccountLinkEndpoint = APIRoute & {
  handle(request: Request, services: AccountLinkServices, clientAddress: string): Promise<Response>;
};

function errorResponse(error: unknown, services: AccountLinkServices): Response {
  if (error instanceof LinkRefusal) return jsonResponse({ message: error.message, state: error.state }, error.status);
  if (error instanceof Refusal) return jsonResponse({ message: error.message }, error.status, refusalHeaders(error));
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return jsonResponse(
      { message: issue?.message ?? 'The request is not valid.', fields: issue ? { [issue.path.join('.')]: issue.message } : {} },
      422,
    );
  }
  if (isDatabaseBusy(error)) throw error;
  services.logger.error('account link request failed', errorFields(error));
  return jsonResponse({ message: 'Something went wrong on the server. Please try again.' }, 500);
}

function accountLinkEndpoint(answer: Answer): AccountLinkEndpoint {
  async function handle(request: Request, services: AccountLinkServices, clientAddress: string): Promise<Response> {
    try {
      if (!isSameOriginChange(request, services.auth.siteUrl)) return jsonResponse({ message: CROSS_SITE_MESSAGE }, 403);
      const body = await readJson(request, { maxBytes: AUTH_BODY_MAX_BYTES, tooLargeMessage: AUTH_BODY_TOO_LARGE_MESSAGE });
      return await answer(body, services, clientAddress, request);
    } catch (error) {
      return errorResponse(error, services);
    }
  }
  const route = (context: APIContext) => handle(context.request, context.locals.services, context.locals.clientAddress);
  return Object.assign(route, { handle });
}

/** POST /api/account/forgot-password { email }: one answer whether or not the account exists. */
export const forgotPassword = accountLinkEndpoint(async (body, services, clientAddress) => {
  const result = await requestPasswordReset(services, body, clientAddress);
  if (result.kind === 'rate-limited') {
    return jsonResponse({ message: result.message }, 429, { 'Retry-After': String(result.retryAfterSeconds) });
  }
  return jsonResponse({ message: result.message });
});

/** POST /api/account/reset-password { token, password }: signs the account out everywhere, signs nobody in. */
export const resetPassword = accountLinkEndpoint(async (body, services) =>
  jsonResponse(await completePasswordReset(services, body)),
);

/** POST /api/account/accept-invitation { token, password }: creates the account and signs it in. */
export const acceptInvitationLink = accountLinkEndpoint(async (body, services, clientAddress, request) => {
  const userAgent = request.headers.get('user-agent');
  const { setCookies } = await acceptInvitation(services, body, clientAddress, { userAgent });
  const response = jsonResponse({ signedIn: true });
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
});

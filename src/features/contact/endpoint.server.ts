// POST /api/contact over HTTP: content type, the 64 KB body limit and JSON parsing, then
// submitEnquiry, and each result as a status code and a JSON answer the form understands. The body
// reading and the gate's answers are shared with the other visitor forms (the booking form).
import { BUSY_RETRY_AFTER_SECONDS } from '#src/platform/db/busy.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { BodyTooLargeError, readJson } from '#src/platform/http/request-body.ts';
import { CONTACT_MAX_BODY_BYTES, type ContactApiResponse } from './api.ts';
import { type ContactDependencies, type EnquiryResult, submitEnquiry } from './contact.server.ts';
import { CONTACT_API_MESSAGES, rateLimitedMessage } from './messages.ts';
import { CONTACT_MESSAGES } from './schema.ts';
import type { GateRefusal } from './visitor-gate.server.ts';

/** The shared JSON answer, typed to what the form understands. */
function json(status: number, body: ContactApiResponse, headers: Record<string, string> = {}): Response {
  return jsonResponse(body, status, headers);
}

/** The gate's refusals (visitor-gate.server.ts) as every visitor form answers them; `firmPhone` for the rate limit's message. */
export function gateRefusalResponse(result: GateRefusal, firmPhone: string): Response {
  switch (result.kind) {
    case 'form-expired':
      return json(400, { ok: false, error: 'form-expired', message: CONTACT_API_MESSAGES.formExpired });
    case 'captcha-rejected':
      return json(400, {
        ok: false,
        error: 'captcha-rejected',
        message: CONTACT_API_MESSAGES.captchaRejected,
        fieldErrors: { captcha: [CONTACT_MESSAGES.captcha] },
      });
    case 'captcha-unavailable':
      return json(
        503,
        { ok: false, error: 'captcha-unavailable', message: CONTACT_API_MESSAGES.captchaUnavailable },
        { 'Retry-After': '60' },
      );
    case 'rate-limited':
      return json(
        429,
        {
          ok: false,
          error: 'rate-limited',
          message: rateLimitedMessage(result.retryAfterSeconds, firmPhone),
          retryAfterSeconds: result.retryAfterSeconds,
        },
        { 'Retry-After': String(result.retryAfterSeconds) },
      );
    case 'insert-failed':
      // Most often the database is busy (locked by a backup, say) or briefly unreachable.
      return json(
        503,
        { ok: false, error: 'insert-failed', message: CONTACT_API_MESSAGES.insertFailed },
        { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
      );
  }
}

/** `firmPhone`: the number a rate-limited visitor may call instead (the site settings'). */
export function resultToResponse(result: EnquiryResult, firmPhone: string): Response {
  switch (result.kind) {
    case 'stored':
      // Suspected spam gets the same answer, so a bot cannot tell it was caught.
      return json(201, { ok: true, outcome: result.emailsSent ? 'sent' : 'queued' });
    case 'invalid':
      return json(422, {
        ok: false,
        error: 'invalid-fields',
        message: CONTACT_API_MESSAGES.invalidFields,
        fieldErrors: result.fieldErrors,
      });
    default:
      return gateRefusalResponse(result, firmPhone);
  }
}

/** What a visitor form's endpoint says about a body it cannot read. */
export interface VisitorBodyMessages {
  unsupportedMediaType: string;
  tooLarge: string;
  invalidJson: string;
}

/**
 * A visitor form's JSON object, read within `maxBytes`; or the answer to a body that is not one:
 * 415 without the JSON content type, 413 past the limit, 400 for anything but a JSON object.
 */
export async function readVisitorForm(
  request: Request,
  maxBytes: number,
  messages: VisitorBodyMessages,
): Promise<Record<string, unknown> | Response> {
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') {
    await request.body?.cancel().catch(() => {});
    return json(415, { ok: false, error: 'unsupported-media-type', message: messages.unsupportedMediaType });
  }
  let body: unknown;
  try {
    body = await readJson(request, { maxBytes, tooLargeMessage: messages.tooLarge });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json(413, { ok: false, error: 'too-large', message: messages.tooLarge });
    return json(400, { ok: false, error: 'invalid-json', message: messages.invalidJson });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return json(400, { ok: false, error: 'invalid-json', message: messages.invalidJson });
  }
  return body as Record<string, unknown>;
}

/** `clientAddress` is the visitor's (the middleware's `locals.clientAddress`), for the rate limit. */
export async function handleContactPost(request: Request, clientAddress: string, deps: ContactDependencies): Promise<Response> {
  const body = await readVisitorForm(request, CONTACT_MAX_BODY_BYTES, CONTACT_API_MESSAGES);
  if (body instanceof Response) return body;
  const result = await submitEnquiry(deps, body, clientAddress);
  return resultToResponse(result, result.kind === 'rate-limited' ? (await deps.siteSettings()).phone : '');
}

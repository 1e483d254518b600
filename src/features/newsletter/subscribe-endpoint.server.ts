// POST /api/newsletter/subscribe: same origin only, then the visitor forms' body reader (content type,
// size, JSON object), then subscribe(), answered in the visitor forms' JSON shape.
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { CROSS_SITE_MESSAGE, isSameOriginChange } from '#src/platform/http/same-origin.ts';
import type { ContactDependencies } from '../contact/contact.server.ts';
import { gateRefusalResponse, readVisitorForm } from '../contact/endpoint.server.ts';
import { type SubscribeResult, subscribe } from './subscriptions.server.ts';
import { NEWSLETTER_MAX_BODY_BYTES, NEWSLETTER_MESSAGES } from './terms.ts';

export function subscribeResultResponse(result: SubscribeResult, firmPhone: string): Response {
  switch (result.kind) {
    case 'accepted':
      return jsonResponse({ ok: true, message: NEWSLETTER_MESSAGES.checkInbox }, 202);
    case 'invalid':
      return jsonResponse(
        { ok: false, error: 'invalid-fields', message: NEWSLETTER_MESSAGES.invalidFields, fieldErrors: result.fieldErrors },
        422,
      );
    default:
      return gateRefusalResponse(result, firmPhone);
  }
}

export async function handleSubscribePost(request: Request, clientAddress: string, deps: ContactDependencies): Promise<Response> {
  if (!isSameOriginChange(request, deps.siteUrl)) {
    await request.body?.cancel().catch(() => {});
    return jsonResponse({ ok: false, error: 'cross-site', message: CROSS_SITE_MESSAGE }, 403);
  }
  const body = await readVisitorForm(request, NEWSLETTER_MAX_BODY_BYTES, NEWSLETTER_MESSAGES);
  if (body instanceof Response) return body;
  const result = await subscribe(deps, body, clientAddress);
  return subscribeResultResponse(result, result.kind === 'rate-limited' ? (await deps.siteSettings()).phone : '');
}

// The public booking endpoints: POST /api/bookings (same origin only; content type, size and JSON
// through the visitor forms' reader, then bookCall) and GET /api/bookings/slots (a day's free times).
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { CROSS_SITE_MESSAGE, isSameOriginChange } from '#src/platform/http/same-origin.ts';
import type { ContactDependencies } from '../contact/contact.server.ts';
import { gateRefusalResponse, readVisitorForm } from '../contact/endpoint.server.ts';
import { CONTACT_API_MESSAGES } from '../contact/messages.ts';
import { readBookingSettings } from './availability.server.ts';
import { slotChoice } from './booking-reads.server.ts';
import { BOOKING_MAX_BODY_BYTES, BOOKING_MESSAGES } from './booking-terms.ts';
import { type BookingResult, bookCall } from './bookings.server.ts';
import type { BookingApiResponse } from './types.ts';

export const BOOKING_API_MESSAGES = {
  unsupportedMediaType: 'Send the booking as JSON with the header Content-Type: application/json.',
  tooLarge: `The booking is too large: the limit is ${BOOKING_MAX_BODY_BYTES / 1024} KB. Please shorten your note.`,
  invalidJson: 'The booking could not be read: the body is not a JSON object.',
  invalidFields: CONTACT_API_MESSAGES.invalidFields,
} as const;

function json(status: number, body: BookingApiResponse, headers: Record<string, string> = {}): Response {
  return jsonResponse(body, status, headers);
}

export function bookingResultResponse(result: BookingResult, firmPhone: string): Response {
  switch (result.kind) {
    case 'booked':
      return json(201, { ok: true, outcome: result.emailsSent ? 'sent' : 'queued', booking: result.booking });
    case 'invalid':
      return json(422, {
        ok: false,
        error: 'invalid-fields',
        message: result.fieldErrors.start?.[0] ?? BOOKING_API_MESSAGES.invalidFields,
        fieldErrors: result.fieldErrors,
      });
    case 'honeypot':
      return json(400, { ok: false, error: 'refused', message: BOOKING_MESSAGES.honeypot });
    case 'slot-taken':
      return json(409, {
        ok: false,
        error: 'slot-taken',
        message: BOOKING_MESSAGES.slotTaken,
        nextSlots: result.nextSlots.map((start) => ({ start })),
      });
    default:
      return gateRefusalResponse(result, firmPhone);
  }
}

/** POST /api/bookings; `clientAddress` is the visitor's, for the rate limit. */
export async function handleBookingPost(request: Request, clientAddress: string, deps: ContactDependencies): Promise<Response> {
  if (!isSameOriginChange(request, deps.siteUrl)) {
    await request.body?.cancel().catch(() => {});
    return json(403, { ok: false, error: 'cross-site', message: CROSS_SITE_MESSAGE });
  }
  const body = await readVisitorForm(request, BOOKING_MAX_BODY_BYTES, BOOKING_API_MESSAGES);
  if (body instanceof Response) return body;
  const result = await bookCall(deps, body, clientAddress);
  return bookingResultResponse(result, result.kind === 'rate-limited' ? (await deps.siteSettings()).phone : '');
}

/** GET /api/bookings/slots?day=YYYY-MM-DD[&partner=id]: the free days and that day's times. */
export async function handleSlotsGet(url: URL, deps: ContactDependencies): Promise<Response> {
  const db = deps.database.db;
  const partner = url.searchParams.get('partner')?.slice(0, 100) || null;
  const choosing = partner !== null && (await readBookingSettings(db)).visitorChoosesPartner;
  const choice = await slotChoice(deps.database, deps.now?.() ?? new Date(), {
    day: url.searchParams.get('day')?.slice(0, 10) ?? null,
    staffIds: choosing ? [partner] : undefined,
  });
  return jsonResponse(choice);
}

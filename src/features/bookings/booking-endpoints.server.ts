// The Booked Calls endpoints under /api/admin/bookings, admins only: the calls (list and week), a
// call's free times to move it to, move, cancel and mark held or missed; each admin's availability
// and the firm's booking setting. No public page shows any of it: the page caches keep what they hold.
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireBookingManager } from './access.ts';
import { listStaffAvailability, readBookingSettings, saveAvailability, saveBookingSettings } from './availability.server.ts';
import { cancelBooking, markOutcome, moveBooking, requireBooking } from './booking-changes.server.ts';
import { BookingListQuerySchema, listBookings, slotChoice, toAdminBooking } from './booking-reads.server.ts';
import { BOOKING_MESSAGES } from './booking-terms.ts';
import { AvailabilitySchema, BookingSettingsSchema, MoveBookingSchema, OutcomeSchema } from './schema.ts';
import type { AvailabilityOverview } from './types.ts';

const bookingEndpoint = (handle: Parameters<typeof adminEndpoint>[0]['handle']) =>
  adminEndpoint({ policy: requireBookingManager, handle, changesContent: false });

/** GET /api/admin/bookings?when=upcoming|past|week&week=YYYY-MM-DD */
export const listBookingsEndpoint = bookingEndpoint(async ({ request, services }) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = BookingListQuerySchema.parse({ when: params.when, week: params.week ?? null });
  return jsonResponse(await listBookings(services.database.db, query, new Date()));
});

/** GET /api/admin/bookings/:id/slots?day=YYYY-MM-DD: the free times of the call's staff member to move it to. */
export const bookingSlots = bookingEndpoint(async ({ request, params, services }) => {
  const booking = await requireBooking(services.database.db, idParam(params, BOOKING_MESSAGES.notFound));
  const day = new URL(request.url).searchParams.get('day')?.slice(0, 10) ?? null;
  return jsonResponse(
    await slotChoice(services.database, new Date(), { day, staffIds: [booking.staff_id], exceptBooking: booking.id }),
  );
});

/** POST /api/admin/bookings/:id/move {start}: the visitor is sent the new time with the updated invitation. */
export const moveBookingEndpoint = bookingEndpoint(async ({ request, params, staff, services }) => {
  const id = idParam(params, BOOKING_MESSAGES.notFound);
  const { start } = await readJsonBody(request, MoveBookingSchema);
  const booking = await requireBooking(services.database.db, id);
  const moved = await moveBooking(services.contact, booking, start, { kind: 'staff', staff });
  return jsonResponse({ booking: toAdminBooking(moved.booking), emailsSent: moved.emailsSent });
});

/** POST /api/admin/bookings/:id/cancel: the visitor is told, with METHOD:CANCEL. */
export const cancelBookingEndpoint = bookingEndpoint(async ({ params, staff, services }) => {
  const booking = await requireBooking(services.database.db, idParam(params, BOOKING_MESSAGES.notFound));
  const cancelled = await cancelBooking(services.contact, booking, { kind: 'staff', staff });
  return jsonResponse({ booking: toAdminBooking(cancelled.booking), emailsSent: cancelled.emailsSent });
});

/** POST /api/admin/bookings/:id/outcome {outcome: held|missed}: the enquiry's first response. */
export const bookingOutcomeEndpoint = bookingEndpoint(async ({ request, params, staff, services }) => {
  const id = idParam(params, BOOKING_MESSAGES.notFound);
  const { outcome } = await readJsonBody(request, OutcomeSchema);
  return jsonResponse({
    booking: toAdminBooking(await markOutcome(services.database, staff, id, outcome, services.config.siteUrl)),
  });
});

/** GET /api/admin/bookings/availability: every admin's availability and the firm's setting. */
export const availabilityOverview = bookingEndpoint(async ({ services }) => {
  const db = services.database.db;
  const overview: AvailabilityOverview = { staff: await listStaffAvailability(db), settings: await readBookingSettings(db) };
  return jsonResponse(overview);
});

/** PUT /api/admin/bookings/availability/:userId: an admin's hours and rules (their own or another admin's). */
export const saveAvailabilityEndpoint = bookingEndpoint(async ({ request, params, staff, services }) => {
  const userId = idParam(params, BOOKING_MESSAGES.staffNotFound, 'userId');
  const availability = await readJsonBody(request, AvailabilitySchema);
  return jsonResponse({ staff: await saveAvailability(services.database, staff, userId, availability) });
});

/** PUT /api/admin/bookings/settings {visitorChoosesPartner} */
export const saveBookingSettingsEndpoint = bookingEndpoint(async ({ request, staff, services }) => {
  const settings = await readJsonBody(request, BookingSettingsSchema);
  return jsonResponse({ settings: await saveBookingSettings(services.database, staff, settings) });
});

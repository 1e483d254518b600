// /api/admin/bookings/availability/:userId: an admin's availability (PUT); rules in features/bookings.
export { saveAvailabilityEndpoint as PUT } from '#src/features/bookings/booking-endpoints.server.ts';

// /api/admin/bookings/:id/outcome: mark a call held or missed (POST); rules in features/bookings.
export { bookingOutcomeEndpoint as POST } from '#src/features/bookings/booking-endpoints.server.ts';

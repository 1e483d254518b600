// /api/admin/bookings/:id/move: move a call, the visitor told (POST); rules in features/bookings.
export { moveBookingEndpoint as POST } from '#src/features/bookings/booking-endpoints.server.ts';

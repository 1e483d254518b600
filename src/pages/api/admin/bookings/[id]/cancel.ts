// /api/admin/bookings/:id/cancel: cancel a call, the visitor told (POST); rules in features/bookings.
export { cancelBookingEndpoint as POST } from '#src/features/bookings/booking-endpoints.server.ts';

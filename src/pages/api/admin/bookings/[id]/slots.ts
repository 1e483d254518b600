// /api/admin/bookings/:id/slots: the free times a call may move to (GET); rules in features/bookings.
export { bookingSlots as GET } from '#src/features/bookings/booking-endpoints.server.ts';

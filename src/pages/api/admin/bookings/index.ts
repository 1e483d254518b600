// /api/admin/bookings: the booked calls, upcoming, past or one week (GET); rules in features/bookings.
export { listBookingsEndpoint as GET } from '#src/features/bookings/booking-endpoints.server.ts';

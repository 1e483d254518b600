// /api/admin/bookings/availability: every admin's availability and the firm's setting (GET); rules in features/bookings.
export { availabilityOverview as GET } from '#src/features/bookings/booking-endpoints.server.ts';

// /api/admin/bookings/settings: whether visitors choose their partner (PUT); rules in features/bookings.
export { saveBookingSettingsEndpoint as PUT } from '#src/features/bookings/booking-endpoints.server.ts';

// /api/admin/subscribers/export: the matching subscribers with their consent as CSV (GET); rules in features/newsletter.
export { exportSubscribersEndpoint as GET } from '#src/features/newsletter/subscriber-endpoints.server.ts';

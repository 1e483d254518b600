// /api/admin/subscribers/import: addresses with their consent dates from a CSV, all or none (POST); rules in features/newsletter.
export { importSubscribersEndpoint as POST } from '#src/features/newsletter/subscriber-endpoints.server.ts';

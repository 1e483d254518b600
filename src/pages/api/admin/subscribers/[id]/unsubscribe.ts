// /api/admin/subscribers/:id/unsubscribe: end one subscription (POST); rules in features/newsletter.
export { unsubscribeSubscriberEndpoint as POST } from '#src/features/newsletter/subscriber-endpoints.server.ts';

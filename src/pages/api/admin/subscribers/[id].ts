// /api/admin/subscribers/:id: delete one subscriber for good (DELETE); rules in features/newsletter.
export { deleteSubscriberEndpoint as DELETE } from '#src/features/newsletter/subscriber-endpoints.server.ts';

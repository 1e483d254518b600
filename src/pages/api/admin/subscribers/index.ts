// /api/admin/subscribers: the newsletter's subscribers, searched, filtered and paged (GET); admins only, rules in features/newsletter.
export { listSubscribersEndpoint as GET } from '#src/features/newsletter/subscriber-endpoints.server.ts';

// /api/admin/insights/:id/newsletter/test: one copy to the sender's own address (POST); rules in features/newsletter.
export { sendNewsletterTest as POST } from '#src/features/newsletter/campaign-endpoints.server.ts';

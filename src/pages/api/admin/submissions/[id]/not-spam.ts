// /api/admin/submissions/:id/not-spam: move suspected spam into the inbox (POST).
export { notSpamEndpoint as POST } from '#src/features/submissions/submission-endpoints.server.ts';

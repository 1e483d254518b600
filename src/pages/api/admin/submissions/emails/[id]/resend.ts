// /api/admin/submissions/emails/:id/resend: send an enquiry's e-mail again now (POST).
export { resendEmailEndpoint as POST } from '#src/features/submissions/submission-endpoints.server.ts';

// /api/admin/submissions/:id/restore: undo a delete (POST).
export { restoreSubmissionEndpoint as POST } from '#src/features/submissions/submission-endpoints.server.ts';

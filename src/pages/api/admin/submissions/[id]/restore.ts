// /api/admin/submissions/:id/restore: undo a delete (POST).
export { restoreSubmissionEndpoint as POST } from '../../../../../features/submissions/submission-endpoints.server.ts';

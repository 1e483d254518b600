// /api/admin/submissions/:id/notes: add an internal note (POST).
export { addNoteEndpoint as POST } from '#src/features/submissions/submission-endpoints.server.ts';

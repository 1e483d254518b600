// /api/admin/insights/:id/revisions/:revision/restore: put that version back (a new version itself).
export { restoreRevisionEndpoint as POST } from '#src/features/insights/insight-endpoints.server.ts';

// /api/admin/insights/:id/revisions/:revision: one saved version with its content, for the history.
export { getRevisionEndpoint as GET } from '#src/features/insights/insight-endpoints.server.ts';

// /api/admin/insights/:id/revisions: the insight's saved versions, newest first.
export { listRevisionsEndpoint as GET } from '#src/features/insights/insight-endpoints.server.ts';

// /api/admin/insights/authors: the staff and team members an insight can be credited to.
export { listAuthorsEndpoint as GET } from '#src/features/insights/insight-endpoints.server.ts';

// /api/admin/pages/:page/revisions: the page's saved versions (GET); rules in features/pages.
export { listRevisions as GET } from '#src/features/pages/page-endpoints.server.ts';

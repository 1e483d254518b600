// /api/admin/pages: the editable fixed pages (GET); rules in features/pages.
export { listPages as GET } from '#src/features/pages/page-endpoints.server.ts';

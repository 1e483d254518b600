// /api/admin/pages/:page/revisions/:id/restore: an earlier version published again (POST); rules in features/pages.
export { restoreRevision as POST } from '#src/features/pages/page-endpoints.server.ts';

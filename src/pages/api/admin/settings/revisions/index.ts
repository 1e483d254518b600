// /api/admin/settings/revisions: the saved versions of the site settings, newest first.
export { listRevisions as GET } from '#src/features/settings/settings-endpoints.server.ts';

// /api/admin/settings/revisions/:id/restore: an earlier version of the site settings saved again.
export { restoreRevision as POST } from '#src/features/settings/settings-endpoints.server.ts';

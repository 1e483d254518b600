// /api/admin/settings/privacy/revisions/:id/restore: an earlier version of the Privacy Policy saved again.
export { restorePrivacyRevision as POST } from '#src/features/settings/settings-endpoints.server.ts';

// /api/admin/settings/privacy/revisions: the saved versions of the Privacy Policy, newest first.
export { listPrivacyRevisions as GET } from '#src/features/settings/settings-endpoints.server.ts';

// /api/admin/team/:id/revisions/:revision/restore: save that version again as the newest (POST).
export { restoreMemberRevision as POST } from '#src/features/team/team-endpoints.server.ts';

// /api/admin/team/:id/revisions: the member's saved versions, newest first (GET).
export { listMemberRevisions as GET } from '#src/features/team/team-endpoints.server.ts';

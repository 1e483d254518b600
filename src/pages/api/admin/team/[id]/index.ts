// /api/admin/team/:id: edit name, position and bio (PATCH) or delete the member (DELETE).
export { deleteMember as DELETE, updateMember as PATCH } from '#src/features/team/team-endpoints.server.ts';

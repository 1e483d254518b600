// /api/admin/team/:id/move: one place up or down in the order (POST).
export { moveMember as POST } from '#src/features/team/team-endpoints.server.ts';

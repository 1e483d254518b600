// /api/admin/profile/password: change the signed-in member's own password (PUT).
export { changePassword as PUT } from '#src/features/profile/profile-endpoints.server.ts';

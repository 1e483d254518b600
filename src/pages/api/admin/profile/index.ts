// /api/admin/profile: change the signed-in member's display name (PATCH).
export { updateDisplayName as PATCH } from '#src/features/profile/profile-endpoints.server.ts';

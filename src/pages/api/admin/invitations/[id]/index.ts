// DELETE /api/admin/invitations/:id: revoke a pending invitation.
export { revokeUserInvitation as DELETE } from '#src/features/users/invitation-endpoints.server.ts';

// POST /api/admin/invitations/:id/resend: send a pending invitation again with a new link.
export { resendUserInvitation as POST } from '#src/features/users/invitation-endpoints.server.ts';

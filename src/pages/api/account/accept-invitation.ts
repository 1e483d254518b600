// POST /api/account/accept-invitation: the invitee's password from an e-mailed invitation (signed out).
export { acceptInvitationLink as POST } from '#src/features/auth/account-link-endpoints.server.ts';

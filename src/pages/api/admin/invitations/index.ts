// /api/admin/invitations: pending invitations (GET) and Invite by e-mail (POST); rules in features/auth/account-links.
export { inviteUser as POST, listInvitations as GET } from '#src/features/users/invitation-endpoints.server.ts';

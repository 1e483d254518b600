// /api/admin/reauthenticate: an admin confirms their password or a two-factor code before account changes; rules in features/auth.
export { reauthenticate as POST } from '#src/features/users/user-endpoints.server.ts';

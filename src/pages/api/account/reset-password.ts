// POST /api/account/reset-password: a new password from an e-mailed reset link (signed out).
export { resetPassword as POST } from '#src/features/auth/account-link-endpoints.server.ts';

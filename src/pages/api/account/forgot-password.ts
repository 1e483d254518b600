// POST /api/account/forgot-password: "Forgot your password?" on the Admin Login form (signed out).
export { forgotPassword as POST } from '#src/features/auth/account-link-endpoints.server.ts';

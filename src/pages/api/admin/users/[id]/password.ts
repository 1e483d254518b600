// /api/admin/users/:id/password: reset to a generated password (POST) or set a chosen one (PUT).
export { resetUserPassword as POST, setUserPassword as PUT } from '#src/features/users/user-endpoints.server.ts';

// /api/admin/users/:id: change the role (PATCH) or delete the account (DELETE).
export { deleteUser as DELETE, updateUserRole as PATCH } from '#src/features/users/user-endpoints.server.ts';

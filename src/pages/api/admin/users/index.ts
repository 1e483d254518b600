// /api/admin/users: list staff (GET) and add a user (POST); rules in features/users.
export { createUser as POST, listUsers as GET } from '#src/features/users/user-endpoints.server.ts';

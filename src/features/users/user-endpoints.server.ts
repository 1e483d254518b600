// The User Management endpoints under /api/admin/users: admins only, each change audited.
import { requireRole } from './access.ts';
import { adminEndpoint, jsonResponse, readJsonBody } from './admin-endpoint.server.ts';
import { NewUserSchema, RoleChangeSchema, SetPasswordSchema } from './schema.ts';
import {
  changeRole,
  createStaffUser,
  deleteStaffUser,
  listStaff,
  resetPassword,
  setPassword,
  USER_NOT_FOUND_MESSAGE,
  UserManagementError,
} from './user-management.server.ts';

const onlyAdmins = (user: Parameters<typeof requireRole>[0]) => requireRole(user, 'admin');

function userIdFrom(params: Record<string, string | undefined>): string {
  const id = params.id?.trim();
  if (!id) throw new UserManagementError(404, USER_NOT_FOUND_MESSAGE);
  return id;
}

/** GET /api/admin/users: the Users & Roles table. */
export const listUsers = adminEndpoint({
  policy: onlyAdmins,
  handle: async ({ services }) => jsonResponse({ users: await listStaff(services.database.db) }),
});

/** POST /api/admin/users: Add New User. The password is never sent back. */
export const createUser = adminEndpoint({
  policy: onlyAdmins,
  handle: async ({ request, staff, services }) => {
    const input = await readJsonBody(request, NewUserSchema);
    const user = await createStaffUser(services, staff, request.headers, input);
    return jsonResponse({ user }, 201);
  },
});

/** PATCH /api/admin/users/:id — change the role. */
export const updateUserRole = adminEndpoint({
  policy: onlyAdmins,
  handle: async ({ request, params, staff, services }) => {
    const { role } = await readJsonBody(request, RoleChangeSchema);
    return jsonResponse({ user: await changeRole(services, staff, userIdFrom(params), role) });
  },
});

/** DELETE /api/admin/users/:id */
export const deleteUser = adminEndpoint({
  policy: onlyAdmins,
  handle: async ({ params, staff, services }) => {
    await deleteStaffUser(services, staff, userIdFrom(params));
    return jsonResponse({ deleted: true });
  },
});

/** POST /api/admin/users/:id/password — Reset: answers with the generated password, once. */
export const resetUserPassword = adminEndpoint({
  policy: onlyAdmins,
  handle: async ({ request, params, staff, services }) => {
    const password = await resetPassword(services, staff, request.headers, userIdFrom(params));
    return jsonResponse({ password });
  },
});

/** PUT /api/admin/users/:id/password — Set: the admin chose the password, so nothing is sent back. */
export const setUserPassword = adminEndpoint({
  policy: onlyAdmins,
  handle: async ({ request, params, staff, services }) => {
    const { password } = await readJsonBody(request, SetPasswordSchema);
    await setPassword(services, staff, request.headers, userIdFrom(params), password);
    return jsonResponse({ updated: true });
  },
});

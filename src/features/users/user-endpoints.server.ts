// The User Management endpoints under /api/admin/users: admins only, each change audited.
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireUserManager } from './access.ts';
import { NewUserSchema, RoleChangeSchema, SetPasswordSchema } from './schema.ts';
import {
  changeRole,
  createStaffUser,
  deleteStaffUser,
  listStaff,
  resetPassword,
  setPassword,
  USER_NOT_FOUND_MESSAGE,
} from './user-management.server.ts';

/** GET /api/admin/users: the Users & Roles table. */
export const listUsers = adminEndpoint({
  policy: requireUserManager,
  handle: async ({ services }) => jsonResponse({ users: await listStaff(services.database.db) }),
});

/** POST /api/admin/users: Add New User. The password is never sent back. */
export const createUser = adminEndpoint({
  policy: requireUserManager,
  handle: async ({ request, staff, services }) => {
    const input = await readJsonBody(request, NewUserSchema);
    const user = await createStaffUser(services.auth, staff, input);
    return jsonResponse({ user }, 201);
  },
});

/** PATCH /api/admin/users/:id — change the role. */
export const updateUserRole = adminEndpoint({
  policy: requireUserManager,
  handle: async ({ request, params, staff, services }) => {
    const { role } = await readJsonBody(request, RoleChangeSchema);
    return jsonResponse({ user: await changeRole(services.auth, staff, idParam(params, USER_NOT_FOUND_MESSAGE), role) });
  },
});

/** DELETE /api/admin/users/:id */
export const deleteUser = adminEndpoint({
  policy: requireUserManager,
  handle: async ({ params, staff, services }) => {
    await deleteStaffUser(services.auth, staff, idParam(params, USER_NOT_FOUND_MESSAGE));
    return jsonResponse({ deleted: true });
  },
});

/** POST /api/admin/users/:id/password — Reset: answers with the generated password, once. */
export const resetUserPassword = adminEndpoint({
  policy: requireUserManager,
  handle: async ({ request, params, staff, services }) => {
    const password = await resetPassword(services.auth, staff, request.headers, idParam(params, USER_NOT_FOUND_MESSAGE));
    return jsonResponse({ password });
  },
});

/** PUT /api/admin/users/:id/password — Set: the admin chose the password, so nothing is sent back. */
export const setUserPassword = adminEndpoint({
  policy: requireUserManager,
  handle: async ({ request, params, staff, services }) => {
    const { password } = await readJsonBody(request, SetPasswordSchema);
    await setPassword(services.auth, staff, request.headers, idParam(params, USER_NOT_FOUND_MESSAGE), password);
    return jsonResponse({ updated: true });
  },
});

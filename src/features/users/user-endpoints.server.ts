// The User Management endpoints under /api/admin/users: admins only, each change audited, and each
// change only within a few minutes of the admin confirming their password (POST /api/admin/reauthenticate).
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { type AdminRequest, adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { confirmIdentity, isRecentlyReauthenticated } from '../auth/reauthentication.server.ts';
import {
  REAUTHENTICATE_CODE,
  REAUTHENTICATE_MESSAGE,
  REAUTHENTICATION_WINDOW_MINUTES,
  ReauthenticateSchema,
  type ReauthenticationRequired,
} from '../auth/reauthentication.ts';
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

/**
 * A change a stolen session cookie must not be enough for: refused 403 with REAUTHENTICATE_CODE unless
 * the session confirmed its admin within the window, before the body is read.
 */
export function afterReauthentication(handle: (input: AdminRequest) => Promise<Response>) {
  return async (input: AdminRequest): Promise<Response> => {
    if (await isRecentlyReauthenticated(input.services.auth, input.request.headers)) return handle(input);
    const refusal: ReauthenticationRequired = { message: REAUTHENTICATE_MESSAGE, code: REAUTHENTICATE_CODE };
    return jsonResponse(refusal, 403);
  };
}

/** POST /api/admin/reauthenticate: { password } or { code }; account changes are allowed for the next few minutes. */
export const reauthenticate = adminEndpoint({
  policy: requireUserManager,
  changesContent: false,
  handle: async ({ request, staff, services }) => {
    const proof = await readJsonBody(request, ReauthenticateSchema);
    await confirmIdentity(services.auth, staff, request.headers, proof);
    return jsonResponse({ reauthenticated: true, validForSeconds: REAUTHENTICATION_WINDOW_MINUTES * 60 });
  },
});

/** GET /api/admin/users: the Users & Roles table. */
export const listUsers = adminEndpoint({
  policy: requireUserManager,
  handle: async ({ services }) => jsonResponse({ users: await listStaff(services.database.db) }),
});

/** POST /api/admin/users: Add New User. The password is never sent back. */
export const createUser = adminEndpoint({
  policy: requireUserManager,
  handle: afterReauthentication(async ({ request, staff, services }) => {
    const input = await readJsonBody(request, NewUserSchema);
    const user = await createStaffUser(services.auth, staff, input);
    return jsonResponse({ user }, 201);
  }),
});

/** PATCH /api/admin/users/:id — change the role. */
export const updateUserRole = adminEndpoint({
  policy: requireUserManager,
  handle: afterReauthentication(async ({ request, params, staff, services }) => {
    const { role } = await readJsonBody(request, RoleChangeSchema);
    return jsonResponse({
      user: await changeRole(services.auth, staff, request.headers, idParam(params, USER_NOT_FOUND_MESSAGE), role),
    });
  }),
});

/** DELETE /api/admin/users/:id */
export const deleteUser = adminEndpoint({
  policy: requireUserManager,
  handle: afterReauthentication(async ({ params, staff, services }) => {
    await deleteStaffUser(services.auth, staff, idParam(params, USER_NOT_FOUND_MESSAGE));
    return jsonResponse({ deleted: true });
  }),
});

/** POST /api/admin/users/:id/password — Reset: answers with the generated password, once. */
export const resetUserPassword = adminEndpoint({
  policy: requireUserManager,
  handle: afterReauthentication(async ({ request, params, staff, services }) => {
    const password = await resetPassword(services.auth, staff, request.headers, idParam(params, USER_NOT_FOUND_MESSAGE));
    return jsonResponse({ password });
  }),
});

/** PUT /api/admin/users/:id/password — Set: the admin chose the password, so nothing is sent back. */
export const setUserPassword = adminEndpoint({
  policy: requireUserManager,
  handle: afterReauthentication(async ({ request, params, staff, services }) => {
    const { password } = await readJsonBody(request, SetPasswordSchema);
    await setPassword(services.auth, staff, request.headers, idParam(params, USER_NOT_FOUND_MESSAGE), password);
    return jsonResponse({ updated: true });
  }),
});

// The profile endpoints under /api/admin/profile: every signed-in account, each acting on itself only.
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireProfileOwner } from './access.ts';
import { changeDisplayName, changeOwnPassword, endOtherOwnSessions, endOwnSession, listOwnSessions } from './profile.server.ts';
import { ChangePasswordSchema, DisplayNameSchema, PROFILE_MESSAGES } from './schema.ts';

/** PATCH /api/admin/profile — { displayName }: new insights are bylined with it. */
export const updateDisplayName = adminEndpoint({
  policy: requireProfileOwner,
  // The name shows on public pages only through insights written later, which clear the caches themselves.
  changesContent: false,
  handle: async ({ request, staff, services }) => {
    const input = await readJsonBody(request, DisplayNameSchema);
    return jsonResponse({ displayName: await changeDisplayName(services.auth, staff, input) });
  },
});

/** PUT /api/admin/profile/password — { currentPassword, newPassword }: every other session ends. */
export const changePassword = adminEndpoint({
  policy: requireProfileOwner,
  changesContent: false,
  handle: async ({ request, staff, services }) => {
    const input = await readJsonBody(request, ChangePasswordSchema);
    await changeOwnPassword(services.auth, staff, request.headers, input);
    return jsonResponse({ updated: true });
  },
});

/** GET /api/admin/profile/sessions — the account's active sessions, this one first. */
export const listSessions = adminEndpoint({
  policy: requireProfileOwner,
  handle: async ({ request, staff, services }) =>
    jsonResponse({ sessions: await listOwnSessions(services.auth, staff, request.headers) }),
});

/** DELETE /api/admin/profile/sessions — Sign out all other sessions. */
export const endOtherSessions = adminEndpoint({
  policy: requireProfileOwner,
  changesContent: false,
  handle: async ({ request, staff, services }) =>
    jsonResponse({ ended: await endOtherOwnSessions(services.auth, staff, request.headers) }),
});

/** DELETE /api/admin/profile/sessions/:id — Sign out one other session. */
export const endOneSession = adminEndpoint({
  policy: requireProfileOwner,
  changesContent: false,
  handle: async ({ request, params, staff, services }) => {
    await endOwnSession(services.auth, staff, request.headers, idParam(params, PROFILE_MESSAGES.sessionNotFound));
    return jsonResponse({ ended: true });
  },
});

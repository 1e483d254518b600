// Invitations by e-mail on User Management, under /api/admin/invitations: admins only. Inviting makes
// an account possible, so it needs the admin's recent password confirmation like Add New User.
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { ACCOUNT_LINK_MESSAGES, InvitationSchema } from '../auth/account-links.ts';
import { inviteStaff, listPendingInvitations, resendInvitation, revokeInvitation } from '../auth/invitations.server.ts';
import { requireUserManager } from './access.ts';
import { afterReauthentication } from './user-endpoints.server.ts';

/** GET /api/admin/invitations: invitations neither accepted nor revoked. */
export const listInvitations = adminEndpoint({
  policy: requireUserManager,
  handle: async ({ services }) => jsonResponse({ invitations: await listPendingInvitations(services.database.db) }),
});

/** POST /api/admin/invitations { email, displayName, role }: the same answer whether or not the address has an account. */
export const inviteUser = adminEndpoint({
  policy: requireUserManager,
  changesContent: false,
  handle: afterReauthentication(async ({ request, staff, services }) => {
    const input = await readJsonBody(request, InvitationSchema);
    return jsonResponse(await inviteStaff(services, staff, input), 202);
  }),
});

/** POST /api/admin/invitations/:id/resend: a new link, the old one stops working. */
export const resendUserInvitation = adminEndpoint({
  policy: requireUserManager,
  changesContent: false,
  handle: async ({ params, staff, services }) =>
    jsonResponse({
      invitation: await resendInvitation(services, staff, idParam(params, ACCOUNT_LINK_MESSAGES.invitationNotPending)),
    }),
});

/** DELETE /api/admin/invitations/:id: Revoke. */
export const revokeUserInvitation = adminEndpoint({
  policy: requireUserManager,
  changesContent: false,
  handle: async ({ params, staff, services }) => {
    await revokeInvitation(services, staff, idParam(params, ACCOUNT_LINK_MESSAGES.invitationNotPending));
    return jsonResponse({ revoked: true });
  },
});

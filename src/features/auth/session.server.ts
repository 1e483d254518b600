// The signed-in staff member behind a request's session cookie, as every policy sees them.
import { mustEnableTwoFactor, type StaffUser } from './access.ts';
import type { StaffServices } from './auth.server.ts';
import { toRole } from './roles.ts';

export interface StaffSession {
  user: StaffUser;
  /** Set-Cookie values to pass on: the refreshed cookie when the expiry slid forward. */
  setCookies: string[];
}

/** The signed-in staff member for these request headers, or null (no cookie, expired, revoked). */
export async function findStaffSession(services: StaffServices, headers: Headers): Promise<StaffSession | null> {
  if (!headers.get('cookie')) return null;
  const { headers: responseHeaders, response } = await services.auth.api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  const { user } = response;
  const role = toRole(user.role);
  const twoFactorEnabled = user.twoFactorEnabled === true;
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role,
      twoFactorEnabled,
      mustEnableTwoFactor: mustEnableTwoFactor(role, twoFactorEnabled, services.requireAdminTwoFactor),
    },
    setCookies: responseHeaders.getSetCookie(),
  };
}

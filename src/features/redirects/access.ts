// Who may do what with redirects: any staff role reads the list (and its export), editors and admins
// change it.
import { requireRole, type StaffUser } from '../auth/access.ts';
import { atLeast, type Role } from '../auth/roles.ts';

export const REDIRECTS_ACCESS = { read: 'viewer', manage: 'editor' } as const satisfies Record<string, Role>;

export function canManageRedirects(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, REDIRECTS_ACCESS.manage);
}

/** Endpoint policies: 401 signed out, 403 below the role. */
export const requireRedirectReader = (user: StaffUser | null) => requireRole(user, REDIRECTS_ACCESS.read);
export const requireRedirectEditor = (user: StaffUser | null) => requireRole(user, REDIRECTS_ACCESS.manage);

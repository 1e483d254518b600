// Who may do what with the team page (spec section 6): viewers read, editors and admins change.
import { requireRole, type StaffUser } from '../auth/access.ts';
import { atLeast, type Role } from '../auth/roles.ts';

export const TEAM_ACCESS = { read: 'viewer', manage: 'editor' } as const satisfies Record<string, Role>;

export function canManageTeam(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, TEAM_ACCESS.manage);
}

/** Endpoint policies: 401 signed out, 403 below the role. */
export const requireTeamReader = (user: StaffUser | null) => requireRole(user, TEAM_ACCESS.read);
export const requireTeamEditor = (user: StaffUser | null) => requireRole(user, TEAM_ACCESS.manage);

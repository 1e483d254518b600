// Who may manage staff accounts and read the audit log (spec section 6): admins only.
import { ACCOUNT_MANAGER_ROLE, requireRole, type StaffUser } from '../auth/access.ts';
import { atLeast, type Role } from '../auth/roles.ts';

export const USERS_ACCESS = { read: 'admin', manage: ACCOUNT_MANAGER_ROLE } as const satisfies Record<string, Role>;

/** Create users, assign roles, reset or set passwords, and read the audit log. */
export function canManageUsers(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, USERS_ACCESS.manage);
}

/** Endpoint policy: 401 signed out, 403 for editors and viewers. */
export const requireUserManager = (user: StaffUser | null) => requireRole(user, USERS_ACCESS.manage);

// Who may do what with the fixed pages' copy: any staff role reads it and its history, editors and
// admins save drafts, publish and restore (refused by the server, not only hidden).
import { requireRole, type StaffUser } from '../auth/access.ts';
import { atLeast, type Role } from '../auth/roles.ts';

export const PAGES_ACCESS = { read: 'viewer', manage: 'editor' } as const satisfies Record<string, Role>;

export function canEditPages(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, PAGES_ACCESS.manage);
}

/** Endpoint policies: 401 signed out, 403 below the role. */
export const requirePagesReader = (user: StaffUser | null) => requireRole(user, PAGES_ACCESS.read);
export const requirePagesEditor = (user: StaffUser | null) => requireRole(user, PAGES_ACCESS.manage);

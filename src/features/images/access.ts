// Who may do what with the image library (spec section 6): viewers read, editors and admins change.
import { requireRole, type StaffUser } from '../auth/access.ts';
import { atLeast, type Role } from '../auth/roles.ts';

export const IMAGES_ACCESS = { read: 'viewer', manage: 'editor' } as const satisfies Record<string, Role>;

export function canManageImages(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, IMAGES_ACCESS.manage);
}

/** Endpoint policies: 401 signed out, 403 below the role. */
export const requireImageReader = (user: StaffUser | null) => requireRole(user, IMAGES_ACCESS.read);
export const requireImageEditor = (user: StaffUser | null) => requireRole(user, IMAGES_ACCESS.manage);

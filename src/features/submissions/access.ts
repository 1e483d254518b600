// Who may see and change enquiries (spec section 6): admins only.
import { requireRole, type StaffUser } from '../auth/access.ts';
import { atLeast, type Role } from '../auth/roles.ts';

export const SUBMISSIONS_ACCESS = { read: 'admin', manage: 'admin' } as const satisfies Record<string, Role>;

export function canManageSubmissions(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, SUBMISSIONS_ACCESS.manage);
}

/** Whether an account with `role` may see enquiries, and so own one and be reminded of it. */
export function seesSubmissions(role: Role | null): boolean {
  return atLeast(role, SUBMISSIONS_ACCESS.read);
}

/** Endpoint policy: 401 signed out, 403 for editors and viewers. */
export const requireSubmissionManager = (user: StaffUser | null) => requireRole(user, SUBMISSIONS_ACCESS.manage);

// Who may do what with insights (spec section 6): viewers read, editors create, edit, export and
// convert, only admins delete. Every insights endpoint and screen asks these.
import { requireRole, type StaffUser } from '../auth/access.ts';
import { atLeast, type Role } from '../auth/roles.ts';

export const INSIGHTS_ACCESS = { read: 'viewer', manage: 'editor', delete: 'admin' } as const satisfies Record<string, Role>;

export function canManageInsights(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, INSIGHTS_ACCESS.manage);
}

export function canDeleteInsight(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, INSIGHTS_ACCESS.delete);
}

/** Endpoint policies: 401 signed out, 403 below the role. */
export const requireInsightReader = (user: StaffUser | null) => requireRole(user, INSIGHTS_ACCESS.read);
export const requireInsightEditor = (user: StaffUser | null) => requireRole(user, INSIGHTS_ACCESS.manage);
export const requireInsightDeleter = (user: StaffUser | null) => requireRole(user, INSIGHTS_ACCESS.delete);

// Who may see the analytics (issue 20): any staff role reads; there is nothing to change.
import { requireRole, type StaffUser } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';

export const ANALYTICS_ACCESS = { read: 'viewer', manage: 'admin' } as const satisfies Record<string, Role>;

/** Endpoint policy: 401 signed out, 403 without a staff role. */
export const requireAnalyticsReader = (user: StaffUser | null) => requireRole(user, ANALYTICS_ACCESS.read);

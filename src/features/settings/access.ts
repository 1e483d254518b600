// Who may see and change the site settings: admins only (the firm's details and who receives its
// enquiries); viewers and editors are refused by the server, not only hidden from.
import { requireRole, type StaffUser } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';

export const SETTINGS_ACCESS = { read: 'admin', manage: 'admin' } as const satisfies Record<string, Role>;

/** Endpoint policy: 401 signed out, 403 below admin. */
export const requireSettingsAdmin = (user: StaffUser | null) => requireRole(user, SETTINGS_ACCESS.manage);

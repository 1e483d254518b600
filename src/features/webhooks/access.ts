// Who may do what with webhooks: admins only, for reading too (an endpoint's log holds leads'
// details, and an endpoint decides where every new lead is sent).
import { requireRole, type StaffUser } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';

export const WEBHOOKS_ACCESS = { read: 'admin', manage: 'admin' } as const satisfies Record<string, Role>;

/** Endpoint policy: 401 signed out, 403 below admin. */
export const requireWebhookAdmin = (user: StaffUser | null) => requireRole(user, WEBHOOKS_ACCESS.manage);

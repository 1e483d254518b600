// What an /admin page shows, decided on the server before any admin data is loaded: the login form,
// the 'Access Restricted' notice, two-factor set-up for admins who must have it, or the page itself.
import { canEnterAdmin, type StaffUser } from '../auth/access.ts';
import { type AccessLevel, meetsAccess, type Role } from '../auth/roles.ts';

export type AdminPageGate =
  | { kind: 'login'; staff: StaffUser | null; status: 200 }
  | { kind: 'restricted'; staff: StaffUser; required: Role; status: 403 }
  | { kind: 'two-factor-setup'; staff: StaffUser; status: 403 }
  | { kind: 'allowed'; staff: StaffUser; status: 200 }
  /** A page anyone may open, signed in or not (the pages e-mailed links lead to). */
  | { kind: 'open'; staff: StaffUser | null; status: 200 };

/**
 * Any role opens the admin area; `required` is what this page needs on top. A 'signed-in' page (the
 * profile) opens for an account without a role too.
 */
export function gateAdminPage(staff: StaffUser | null, required: AccessLevel = 'viewer'): AdminPageGate {
  if (!staff) return { kind: 'login', staff, status: 200 };
  if (required !== 'signed-in' && !canEnterAdmin(staff)) return { kind: 'login', staff, status: 200 };
  if (staff.mustEnableTwoFactor) return { kind: 'two-factor-setup', staff, status: 403 };
  if (required !== 'signed-in' && !meetsAccess(staff.role, required)) return { kind: 'restricted', staff, required, status: 403 };
  return { kind: 'allowed', staff, status: 200 };
}

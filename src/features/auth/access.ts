// Who is signed in and what their role lets through (spec section 6): the policies every admin entry
// point builds on. `require*` throws an AccessError (401 or 403); `can*` answers yes or no for screens.
// Each domain names its own policies on top of these (insights/access.ts, users/access.ts…).
import { atLeast, type Role } from './roles.ts';

/** The signed-in staff member as every policy sees them. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  twoFactorEnabled: boolean;
  /** An admin who must turn on two-factor sign-in (REQUIRE_ADMIN_2FA) before doing anything else. */
  mustEnableTwoFactor: boolean;
}

/**
 * Who may make staff accounts (User Management, invitations). An invitation is only as good as its
 * inviter: it stops working once they hold this role no more.
 */
export const ACCOUNT_MANAGER_ROLE = 'admin' satisfies Role;

export class AccessError extends Error {
  readonly status: 401 | 403;
  constructor(status: 401 | 403, message: string) {
    super(message);
    this.name = 'AccessError';
    this.status = status;
  }
}

export const NOT_SIGNED_IN_MESSAGE = 'Please log in to continue.';

/** "You need admin privileges…": the role gate's sentence, also the text of every 403. */
export function insufficientRoleMessage(required: Role, current: Role | null): string {
  return `You need ${required} privileges to access this feature. Your current role: ${current ?? 'None'}`;
}

/** The signed-in user, or a 401. */
export function requireSession(user: StaffUser | null | undefined): StaffUser {
  if (!user) throw new AccessError(401, NOT_SIGNED_IN_MESSAGE);
  return user;
}

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Admins must use two-factor sign-in. Turn it on under Two-Factor Sign-In on your profile (/admin/profile), then try again.';

/** The signed-in user holding `required` or a higher role; 401 when signed out, 403 otherwise. */
export function requireRole(user: StaffUser | null | undefined, required: Role): StaffUser {
  const staff = requireSession(user);
  if (!atLeast(staff.role, required)) throw new AccessError(403, insufficientRoleMessage(required, staff.role));
  if (staff.mustEnableTwoFactor) throw new AccessError(403, TWO_FACTOR_REQUIRED_MESSAGE);
  return staff;
}

/** Any signed-in account, with or without a role (its own profile); 401 when signed out. */
export function requireSignedIn(user: StaffUser | null | undefined): StaffUser {
  const staff = requireSession(user);
  if (staff.mustEnableTwoFactor) throw new AccessError(403, TWO_FACTOR_REQUIRED_MESSAGE);
  return staff;
}

/** Admins keep two-factor sign-in on when the firm requires it; others may turn it off. */
export function mayTurnOffTwoFactor(role: Role | null, requiredForAdmins: boolean): boolean {
  return !(requiredForAdmins && role === 'admin');
}

/** Whether an admin must turn on two-factor sign-in first: only when the firm requires it. */
export function mustEnableTwoFactor(role: Role | null, twoFactorEnabled: boolean, requiredForAdmins: boolean): boolean {
  return requiredForAdmins && role === 'admin' && !twoFactorEnabled;
}

/** Any role at all opens the admin area; a role-less account sees only the login form. */
export function canEnterAdmin(user: StaffUser | null | undefined): boolean {
  return atLeast(user?.role, 'viewer');
}

// Who may use /admin/profile: every signed-in account, with any role or none, and only for itself.
import { requireSignedIn, type StaffUser } from '../auth/access.ts';
import type { AccessLevel } from '../auth/roles.ts';

export const PROFILE_ACCESS = { read: 'signed-in', manage: 'signed-in' } as const satisfies Record<string, AccessLevel>;

/** Endpoint policy: 401 signed out; an admin who must turn on two-factor sign-in does that first (403). */
export const requireProfileOwner = (user: StaffUser | null) => requireSignedIn(user);

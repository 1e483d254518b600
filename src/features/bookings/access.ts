// Who may manage booked calls and availability: admins only (the staff who take calls and see the
// enquiries a booking makes); editors and viewers are refused by the server.
import { requireRole, type StaffUser } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';

export const BOOKINGS_ACCESS = { read: 'admin', manage: 'admin' } as const satisfies Record<string, Role>;

/** Endpoint policy: 401 signed out, 403 for editors and viewers. */
export const requireBookingManager = (user: StaffUser | null) => requireRole(user, BOOKINGS_ACCESS.manage);

// Who may do what with the newsletter: admins manage subscribers (their addresses and consent are
// personal data); editors and admins send an insight as a newsletter.
import { requireRole, type StaffUser } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';

export const SUBSCRIBERS_ACCESS = { read: 'admin', manage: 'admin' } as const satisfies Record<string, Role>;
export const NEWSLETTER_SEND_ROLE: Role = 'editor';

/** Endpoint policy: 401 signed out, 403 below admin. */
export const requireSubscriberAdmin = (user: StaffUser | null) => requireRole(user, SUBSCRIBERS_ACCESS.manage);
/** Endpoint policy for campaigns: 401 signed out, 403 for viewers. */
export const requireNewsletterSender = (user: StaffUser | null) => requireRole(user, NEWSLETTER_SEND_ROLE);

// The dashboard page: one card per area the signed-in role may open (spec: Dashboard), reading
// 'Manage' for those who may change it and 'View' otherwise, then the audit log and two-factor
// settings. It lives in the composition root because it is the one screen that knows every area.
import type { AdminPageContext } from '../features/admin/admin-page.server.ts';
import { loadAdminPage } from '../features/admin/admin-page.server.ts';
import type { DashboardCard } from '../features/admin/Dashboard.tsx';
import { mayTurnOffTwoFactor, type StaffUser } from '../features/auth/access.ts';
import { atLeast } from '../features/auth/roles.ts';
import { canManageImages, IMAGES_ACCESS } from '../features/images/access.ts';
import { canManageInsights, INSIGHTS_ACCESS } from '../features/insights/access.ts';
import { canManageSubmissions } from '../features/submissions/access.ts';
import { countNewSubmissions } from '../features/submissions/inbox.server.ts';
import { canManageTeam, TEAM_ACCESS } from '../features/team/access.ts';
import { canManageUsers } from '../features/users/access.ts';
import { listAuditLog } from '../features/users/audit.server.ts';

/** The content areas viewers read and editors manage, in the dashboard's order. */
const CONTENT_AREAS = [
  {
    title: 'Insights Management',
    what: 'your insights and articles',
    href: '/admin/insights',
    actionObject: 'insights',
    readRole: INSIGHTS_ACCESS.read,
    canManage: canManageInsights,
  },
  {
    title: 'Image Management',
    what: 'your website images',
    href: '/admin/images',
    actionObject: 'images',
    readRole: IMAGES_ACCESS.read,
    canManage: canManageImages,
  },
  {
    title: 'Team Management',
    what: 'team member profiles and photos',
    href: '/admin/team',
    actionObject: 'team members',
    readRole: TEAM_ACCESS.read,
    canManage: canManageTeam,
  },
] as const;

/** `newEnquiries`: the count of New enquiries in the inbox, shown on the Contact Management card (admins only). */
export function dashboardCards(user: StaffUser | null, newEnquiries = 0): DashboardCard[] {
  const cards: DashboardCard[] = [];
  for (const area of CONTENT_AREAS) {
    if (!atLeast(user?.role, area.readRole)) continue;
    const action = area.canManage(user) ? 'Manage' : 'View';
    cards.push({
      title: area.title,
      description: `${action} ${area.what}`,
      href: area.href,
      action,
      actionObject: area.actionObject,
    });
  }
  if (canManageSubmissions(user)) {
    cards.push({
      title: 'Contact Management',
      description: 'Review enquiries and set their status and priority',
      href: '/admin/contact-submissions',
      action: 'Manage',
      actionObject: 'contact submissions',
      count: newEnquiries === 1 ? '1 new enquiry' : `${newEnquiries.toLocaleString('en-AU')} new enquiries`,
    });
  }
  if (canManageUsers(user)) {
    cards.push({
      title: 'User Management',
      description: 'Manage user accounts and assign roles',
      href: '/admin/users',
      action: 'Manage',
      actionObject: 'users',
    });
  }
  return cards;
}

/** /admin: any staff role. */
export function loadDashboardPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Dashboard', 'viewer', async ({ staff, services }) => ({
    cards: dashboardCards(staff, canManageSubmissions(staff) ? await countNewSubmissions(services.database.db) : 0),
    /** Null for non-admins, who may not read it. */
    auditLog: canManageUsers(staff) ? await listAuditLog(services.database.db) : null,
    twoFactor: {
      enabled: staff.twoFactorEnabled,
      required: !mayTurnOffTwoFactor(staff.role, services.config.auth.requireAdminTwoFactor),
    },
  }));
}

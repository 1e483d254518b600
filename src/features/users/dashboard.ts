// The dashboard's cards per role (spec: Dashboard): content areas for viewers and up, reading
// 'Manage' for editors and above and 'View' for viewers; contact and user management for admins only.
import { canManageContent, canManageSubmissions, canManageUsers, type StaffUser } from './access.ts';
import { atLeast } from './roles.ts';

export interface DashboardCard {
  title: string;
  description: string;
  href: string;
  /** The button's visible word. */
  action: 'Manage' | 'View';
  /** Completes the button's name for screen readers, e.g. "insights". */
  actionObject: string;
}

export function dashboardCards(user: StaffUser | null): DashboardCard[] {
  const cards: DashboardCard[] = [];
  if (atLeast(user?.role, 'viewer')) {
    const action = canManageContent(user) ? 'Manage' : 'View';
    cards.push(
      {
        title: 'Insights Management',
        description: `${action} your insights and articles`,
        href: '/admin/insights',
        action,
        actionObject: 'insights',
      },
      {
        title: 'Image Management',
        description: `${action} your website images`,
        href: '/admin/images',
        action,
        actionObject: 'images',
      },
      {
        title: 'Team Management',
        description: `${action} team member profiles and photos`,
        href: '/admin/team',
        action,
        actionObject: 'team members',
      },
    );
  }
  if (canManageSubmissions(user)) {
    cards.push({
      title: 'Contact Management',
      description: 'Review enquiries and set their status and priority',
      href: '/admin/contact-submissions',
      action: 'Manage',
      actionObject: 'contact submissions',
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

// The dashboard's cards per role (spec: Dashboard).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dashboard } from '../features/admin/Dashboard.tsx';
import type { StaffUser } from '../features/auth/access.ts';
import type { Role } from '../features/auth/roles.ts';
import { dashboardCards } from './dashboard.ts';

function staff(role: Role | null): StaffUser {
  return { id: 'u1', email: 'jo@calderrowe.com.au', name: 'Jo', role, twoFactorEnabled: false, mustEnableTwoFactor: false };
}

describe('the dashboard cards', () => {
  const titles = (role: Role | null) => dashboardCards(staff(role)).map((card) => `${card.title}: ${card.action}`);

  it('gives viewers the content areas and Analytics to View', () => {
    expect(titles('viewer')).toEqual([
      'Insights Management: View',
      'Pages: View',
      'Image Management: View',
      'Team Management: View',
      'Redirects: View',
      'Analytics: View',
    ]);
  });

  it('gives editors the content areas to Manage and Analytics to View', () => {
    expect(titles('editor')).toEqual([
      'Insights Management: Manage',
      'Pages: Manage',
      'Image Management: Manage',
      'Team Management: Manage',
      'Redirects: Manage',
      'Analytics: View',
    ]);
  });

  it('adds Contact Management, Booked Calls, Subscribers, User Management, Site Settings and Webhooks for admins only', () => {
    expect(titles('admin')).toEqual([
      'Insights Management: Manage',
      'Pages: Manage',
      'Image Management: Manage',
      'Team Management: Manage',
      'Redirects: Manage',
      'Contact Management: Manage',
      'Booked Calls: Manage',
      'Subscribers: Manage',
      'Analytics: Manage',
      'User Management: Manage',
      'Site Settings: Manage',
      'Webhooks: Manage',
    ]);
  });

  it('shows admins how many enquiries are New on the Contact Management card', () => {
    const contact = (count: number) =>
      dashboardCards(staff('admin'), { submissions: count }).find((card) => card.title === 'Contact Management');
    expect(contact(0)?.count).toBe('0 new enquiries');
    expect(contact(1)?.count).toBe('1 new enquiry');
    expect(contact(1234)?.count).toBe('1,234 new enquiries');
    expect(renderToStaticMarkup(<Dashboard cards={dashboardCards(staff('admin'), { submissions: 3 })} />)).toContain(
      '>3 new enquiries<',
    );
    const calls = (count: number) =>
      dashboardCards(staff('admin'), { bookings: count }).find((card) => card.title === 'Booked Calls')?.count;
    expect([calls(0), calls(1), calls(12)]).toEqual(['0 upcoming calls', '1 upcoming call', '12 upcoming calls']);
  });

  it('shows how long enquiries wait and are answered under the count on the Contact Management card', () => {
    const facts = ['Oldest waiting: 3 business hours', 'Median first response (last 30 days): 1 business hour'];
    const html = renderToStaticMarkup(
      <Dashboard cards={dashboardCards(staff('admin'), { submissions: 2 }, { submissions: facts })} />,
    );
    expect(html).toContain(
      '<li>Oldest waiting: 3 business hours</li><li>Median first response (last 30 days): 1 business hour</li>',
    );
  });

  it('gives an account without a role nothing', () => {
    expect(titles(null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { StaffUser } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';
import { gateAdminPage } from './admin-page.ts';

const staff = (role: Role | null, mustEnableTwoFactor = false): StaffUser => ({
  id: 'u1',
  email: 'jo@example.com',
  name: '',
  role,
  twoFactorEnabled: false,
  mustEnableTwoFactor,
});

describe('the admin page gate', () => {
  it('shows the login form to a visitor who is not signed in, or signed in without a role', () => {
    expect(gateAdminPage(null).kind).toBe('login');
    expect(gateAdminPage(staff(null)).kind).toBe('login');
  });

  it('restricts a page that needs a higher role, with status 403', () => {
    expect(gateAdminPage(staff('editor'), 'admin')).toMatchObject({ kind: 'restricted', required: 'admin', status: 403 });
  });

  it('opens the page to the role it needs and above', () => {
    expect(gateAdminPage(staff('viewer')).kind).toBe('allowed');
    expect(gateAdminPage(staff('admin'), 'admin').kind).toBe('allowed');
  });

  it('sends an admin who must turn on two-factor sign-in to set it up first', () => {
    expect(gateAdminPage(staff('admin', true), 'admin')).toMatchObject({ kind: 'two-factor-setup', status: 403 });
    expect(gateAdminPage(staff('admin', true), 'signed-in')).toMatchObject({ kind: 'two-factor-setup', status: 403 });
  });

  it('opens a page for every signed-in account (the profile) to an account without a role, never to a visitor', () => {
    expect(gateAdminPage(staff(null), 'signed-in')).toMatchObject({ kind: 'allowed', status: 200 });
    expect(gateAdminPage(staff('viewer'), 'signed-in').kind).toBe('allowed');
    expect(gateAdminPage(null, 'signed-in').kind).toBe('login');
  });
});

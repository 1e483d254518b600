// The admin screens' words and rules, rendered to HTML: labels, badges, the role gate and the
// dashboard cards per role, exactly as the spec words them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminHeader } from './AdminHeader.tsx';
import { OUTSIDE_PROVIDER_MESSAGE, useAdmin } from './AdminSession.tsx';
import type { StaffUser } from './access.ts';
import { dashboardCards } from './dashboard.ts';
import { CHECKING_AUTHENTICATION, LoginForm, loginButtonText } from './LoginForm.tsx';
import { RoleBadge } from './RoleBadge.tsx';
import { RoleGateView } from './RoleGate.tsx';
import type { Role } from './roles.ts';
import { PASSWORD_NOT_AVAILABLE, USER_MESSAGES, UserManager, UserRow } from './UserManager.tsx';

/** Reads the admin session and renders nothing. */
function SessionReader() {
  useAdmin();
  return null;
}

function staff(role: Role | null): StaffUser {
  return { id: 'u1', email: 'jo@calderrowe.com.au', name: 'Jo', role, twoFactorEnabled: false, mustEnableTwoFactor: false };
}

/** The visible text of some HTML, with tags removed and spaces collapsed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the login form', () => {
  it('asks for Username and Password and offers Login', () => {
    const html = renderToStaticMarkup(<LoginForm />);
    expect(text(html)).toContain('Admin Login');
    expect(html).toMatch(/<label[^>]*>Username<\/label>/);
    expect(html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Login<\/button>/);
    expect(html.match(/required=""/g)).toHaveLength(2);
  });

  it('tells a signed-in account without a role why the admin stays closed', () => {
    expect(text(renderToStaticMarkup(<LoginForm signedInWithoutRole="jo@calderrowe.com.au" />))).toContain(
      'jo@calderrowe.com.au has no role yet, so the admin area stays closed.',
    );
  });
});

describe('the admin header', () => {
  it.each([
    ['admin', 'ADMIN'],
    ['editor', 'EDITOR'],
    ['viewer', 'VIEWER'],
    [null, 'NO ROLE'],
  ] as const)('shows Public Site, the %s badge as %s, the e-mail and Logout', (role, badge) => {
    const shown = text(renderToStaticMarkup(<AdminHeader user={staff(role)} />));
    expect(shown).toContain('Public Site');
    expect(shown).toContain(badge);
    expect(shown).toContain('jo@calderrowe.com.au');
    expect(shown).toContain('Logout');
  });

  it.each([
    ['admin', 'red'],
    ['editor', 'blue'],
    ['viewer', 'green'],
  ] as const)('colours the %s badge %s', (role, colour) => {
    expect(renderToStaticMarkup(<RoleBadge userRole={role} />)).toContain(`bg-${colour}-100`);
  });
});

describe('the role gate', () => {
  it("shows 'Loading permissions...' while the role is unknown", () => {
    expect(text(renderToStaticMarkup(<RoleGateView required="viewer" currentRole={null} loading />))).toBe(
      'Loading permissions...',
    );
  });

  it('shows its content to the role it needs and to higher roles', () => {
    for (const role of ['editor', 'admin'] as const) {
      expect(
        renderToStaticMarkup(
          <RoleGateView required="editor" currentRole={role}>
            secret
          </RoleGateView>,
        ),
      ).toBe('secret');
    }
  });

  it('explains the refusal with the role needed and the current one, or None', () => {
    expect(text(renderToStaticMarkup(<RoleGateView required="admin" currentRole="viewer" />))).toBe(
      'Access Restricted You need admin privileges to access this feature. Your current role: viewer',
    );
    expect(text(renderToStaticMarkup(<RoleGateView required="viewer" currentRole={null} />))).toBe(
      'Access Restricted You need viewer privileges to access this feature. Your current role: None',
    );
  });

  it('shows a supplied fallback, or nothing when asked to', () => {
    expect(renderToStaticMarkup(<RoleGateView required="admin" currentRole="editor" fallback={<p>Ask an admin</p>} />)).toBe(
      '<p>Ask an admin</p>',
    );
    expect(renderToStaticMarkup(<RoleGateView required="admin" currentRole="editor" showRestricted={false} />)).toBe('');
  });

  it('refuses to read the session outside its provider', () => {
    expect(() => renderToStaticMarkup(<SessionReader />)).toThrow('useAdmin must be used within an AdminProvider');
    expect(OUTSIDE_PROVIDER_MESSAGE).toBe('useAdmin must be used within an AdminProvider');
  });
});

describe('the dashboard cards', () => {
  const titles = (role: Role | null) => dashboardCards(staff(role)).map((card) => `${card.title}: ${card.action}`);

  it('gives viewers the three content areas to View', () => {
    expect(titles('viewer')).toEqual(['Insights Management: View', 'Image Management: View', 'Team Management: View']);
  });

  it('gives editors the three content areas to Manage', () => {
    expect(titles('editor')).toEqual(['Insights Management: Manage', 'Image Management: Manage', 'Team Management: Manage']);
  });

  it('adds Contact Management and User Management for admins only', () => {
    expect(titles('admin')).toEqual([
      'Insights Management: Manage',
      'Image Management: Manage',
      'Team Management: Manage',
      'Contact Management: Manage',
      'User Management: Manage',
    ]);
  });

  it('gives an account without a role nothing', () => {
    expect(titles(null)).toEqual([]);
  });
});

describe('user management messages', () => {
  it('uses the spec wording', () => {
    expect(PASSWORD_NOT_AVAILABLE).toBe('Password not available - use Reset to generate new password');
    expect(USER_MESSAGES.created('a@b.com', 'editor')).toBe('User a@b.com created successfully with editor role.');
    expect(USER_MESSAGES).toMatchObject({
      fetchFailed: 'Failed to fetch users',
      roleFailed: 'Failed to update user role',
      createFailed: 'Failed to create user',
      resetFailed: 'Failed to reset password',
      setFailed: 'Failed to set password',
    });
    expect(USER_MESSAGES.resetHint).toContain("Click 'Show Password'");
  });
});

describe('the login states', () => {
  it("reads 'Login', 'Logging in...' while busy, and 'Checking authentication...' after", () => {
    expect(loginButtonText(false)).toBe('Login');
    expect(loginButtonText(true)).toBe('Logging in...');
    expect(CHECKING_AUTHENTICATION).toBe('Checking authentication...');
  });
});

describe('the Users & Roles screen', () => {
  it("shows its heading, subtitle, 'Add Admin User' and 'Loading users...' before the list arrives", () => {
    const shown = text(renderToStaticMarkup(<UserManager currentUserId="u1" />));
    for (const words of [
      'User Management',
      'Manage user accounts and assign roles',
      'Add Admin User',
      'Users & Roles',
      'Loading users...',
    ]) {
      expect(shown).toContain(words);
    }
  });

  it("shows 'Not set' for a missing display name, the role badge, and the row's actions", () => {
    const row = (
      <table>
        <tbody>
          <UserRow
            user={{
              id: 'abcdef1234',
              email: 'ed@example.com',
              displayName: null,
              role: 'editor',
              createdAt: '2026-01-01T00:00:00.000Z',
            }}
            isSelf={false}
            password={undefined}
            shown
            onRoleChange={async () => {}}
            onReset={async () => {}}
            onSet={() => {}}
            onToggle={() => {}}
            onDelete={() => {}}
          />
        </tbody>
      </table>
    );
    const html = renderToStaticMarkup(row);
    const shown = text(html);
    expect(shown).toContain('Not set');
    expect(shown).toContain('EDITOR');
    expect(html).toContain('bg-blue-100');
    expect(shown).toContain('Reset');
    expect(shown).toContain('Set');
    expect(shown).toContain('Hide Password');
    expect(shown).toContain('Password not available - use Reset to generate new password');
    expect(html).toMatch(
      /<option value="admin">Admin<\/option><option value="editor" selected="">Editor<\/option><option value="viewer">Viewer<\/option>/,
    );
  });
});

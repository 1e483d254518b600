// What every admin page shows around its content: the header and the 'Access Restricted' notice.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import type { StaffUser } from '../auth/access.ts';
import type { Role } from '../auth/roles.ts';
import { AccessRestricted } from './AccessRestricted.tsx';
import { AdminHeader } from './AdminHeader.tsx';

function staff(role: Role | null): StaffUser {
  return { id: 'u1', email: 'jo@calderrowe.com.au', name: 'Jo', role, twoFactorEnabled: false, mustEnableTwoFactor: false };
}

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

  it('links the signed-in name to their profile, or their e-mail when they have no name', () => {
    const named = renderToStaticMarkup(<AdminHeader user={staff('editor')} />);
    expect(named).toMatch(/<a href="\/admin\/profile"[^>]*>Jo<span[^>]*>\(jo@calderrowe.com.au\)<\/span><\/a>/);
    const unnamed = renderToStaticMarkup(<AdminHeader user={{ ...staff(null), name: ' ' }} />);
    expect(unnamed).toMatch(/<a href="\/admin\/profile"[^>]*>jo@calderrowe.com.au<\/a>/);
  });
});

describe('the access restricted notice', () => {
  it('names the role needed and the current one, or None', () => {
    expect(text(renderToStaticMarkup(<AccessRestricted required="admin" currentRole="viewer" />))).toBe(
      'Access Restricted You need admin privileges to access this feature. Your current role: viewer',
    );
    expect(text(renderToStaticMarkup(<AccessRestricted required="viewer" currentRole={null} />))).toBe(
      'Access Restricted You need viewer privileges to access this feature. Your current role: None',
    );
  });
});

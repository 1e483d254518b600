// The profile screen as the server renders it: its four parts, and two-factor's Turn Off withheld
// from an admin who must keep it on.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { PROFILE_AREA } from './area.ts';
import { ProfileScreen } from './ProfileScreen.tsx';
import type { ProfileView } from './types.ts';

const view = (overrides: Partial<ProfileView> = {}): ProfileView => ({
  email: 'jo@calderrowe.com.au',
  displayName: 'Jo Rowe',
  role: 'editor',
  twoFactor: { enabled: false, required: false },
  ...overrides,
});

describe('the profile screen', () => {
  it('shows the name, password, two-factor and session parts, with the name filled in', () => {
    const html = renderToStaticMarkup(<ProfileScreen title={PROFILE_AREA.title} {...view()} />);
    const shown = text(html);
    for (const part of ['Your Profile', 'Display Name', 'Password', 'Two-Factor Sign-In', 'Active Sessions']) {
      expect(shown).toContain(part);
    }
    expect(shown).toContain('Sign out all other sessions');
    expect(shown).toContain('Loading sessions...');
    expect(html).toContain('value="Jo Rowe"');
    expect(shown).toContain('EDITOR');
  });

  it('shows NO ROLE for an account without one', () => {
    expect(text(renderToStaticMarkup(<ProfileScreen title={PROFILE_AREA.title} {...view({ role: null })} />))).toContain(
      'NO ROLE',
    );
  });

  it('offers Turn Off only when two-factor sign-in may be turned off', () => {
    const optional = text(
      renderToStaticMarkup(
        <ProfileScreen title={PROFILE_AREA.title} {...view({ twoFactor: { enabled: true, required: false } })} />,
      ),
    );
    expect(optional).toContain('Turn Off');
    const required = text(
      renderToStaticMarkup(
        <ProfileScreen title={PROFILE_AREA.title} {...view({ twoFactor: { enabled: true, required: true } })} />,
      ),
    );
    expect(required).not.toContain('Turn Off');
  });
});

// The Site Settings screen rendered to HTML: every field labelled and named by its path in the
// settings, the Privacy Policy's editor with its placeholders, and what the histories name as changed.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { SETTINGS_AREA } from './area.ts';
import { SETTINGS_HISTORY } from './history.ts';
import { DEFAULT_PRIVACY_POLICY } from './privacy-default.ts';
import { SettingsScreen } from './SettingsScreen.tsx';

const settings = {
  ...DEFAULT_COMPANY,
  social: { ...DEFAULT_COMPANY.social, linkedin: 'https://www.linkedin.com/company/calder-rowe' },
  notifyEmails: ['partners@example.com.au', 'jo@example.com.au'],
};

describe('the Site Settings screen', () => {
  const html = renderToStaticMarkup(
    <SettingsScreen
      title={SETTINGS_AREA.title}
      settings={settings}
      version={4}
      privacy={{ settings: { body: DEFAULT_PRIVACY_POLICY }, version: 2, updatedAt: null }}
    />,
  );

  it('labels every field (react-hook-form fills them in on hydration)', () => {
    for (const label of [
      'Firm name',
      'Legal name',
      'Tagline',
      'Description',
      'Founding year',
      'Phone',
      'International phone',
      'Email',
      'Opening hours',
      'Street address',
      'City',
      'State',
      'Postcode',
      'Country',
      'LinkedIn',
      'Facebook',
      'Instagram',
      'X',
      'YouTube',
      'Enquiry recipients',
    ]) {
      expect(html, label).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    }
    expect(html).toContain('name="address.postcode"');
    expect(html).toContain('name="social.linkedin"');
  });

  it('offers the histories, the saves and the privacy placeholders', () => {
    const words = text(html);
    for (const phrase of [
      'Site Settings',
      'Settings History',
      'Save Settings',
      'Version 4',
      'Privacy Policy History',
      'Save Privacy Policy',
      '{retention}',
    ]) {
      expect(words).toContain(phrase);
    }
  });
});

describe('the settings histories', () => {
  const revision = (version: number, value: object) => ({
    id: `r${version}`,
    version,
    reason: 'update' as const,
    savedBy: 'Ann Admin',
    createdAt: '2026-11-01T00:00:00.000Z',
    changed: [],
    settings: value,
  });

  it('name each changed field by its label, the recipients as one list and the policy as text', () => {
    const changed = { ...settings, phone: '(07) 3000 0000', address: { ...settings.address, city: 'Ipswich' } };
    changed.notifyEmails = ['partners@example.com.au'];
    expect(SETTINGS_HISTORY.changes(revision(2, changed), revision(1, settings))).toEqual([
      { field: 'phone', label: 'Phone', before: settings.phone, after: '(07) 3000 0000' },
      { field: 'address.city', label: 'City', before: settings.address.city, after: 'Ipswich' },
      {
        field: 'notifyEmails',
        label: 'Enquiry recipients',
        before: 'partners@example.com.au, jo@example.com.au',
        after: 'partners@example.com.au',
      },
    ]);
    const policy = SETTINGS_HISTORY.changes(
      revision(2, { body: '<h2>Cookies</h2><p>None at all.</p>' }),
      revision(1, { body: '<p>None.</p>' }),
    );
    expect(policy).toEqual([{ field: 'body', label: 'Privacy Policy', before: 'None.', after: 'Cookies None at all.' }]);
  });
});

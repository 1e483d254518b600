// The Site Settings screen rendered to HTML: every field labelled and named by its path in the
// settings, and the Privacy Policy's editor with its placeholders.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
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

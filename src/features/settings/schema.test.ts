import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { recipientList, SETTINGS_MESSAGES, SiteSettingsSchema, samePhoneNumber } from './schema.ts';

describe('the site settings schema', () => {
  it.each([
    ['(07) 3180 4400', '+61731804400', true],
    ['07 3180 4400', '+61731804400', true],
    ['+61 7 3180 4400', '+61731804400', true],
    ['1300 123 456', '+611300123456', true],
    ['(07) 3180 4401', '+61731804400', false],
    ['+61 7 3180 4400', '+61731804401', false],
    ['4400', '+61731804400', false],
  ])('takes %j and %j as the same number: %s', (display, international, same) => {
    expect(samePhoneNumber(display, international)).toBe(same);
  });

  it('reads recipients one a line or separated by commas, and as a list', () => {
    expect(recipientList('a@example.com\n b@example.com ,c@example.com;\n')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(recipientList([' a@example.com ', ''])).toEqual(['a@example.com']);
  });

  it('accepts the seeded details and trims what it keeps', () => {
    const parsed = SiteSettingsSchema.parse({ ...DEFAULT_COMPANY, name: '  Calder & Rowe  ', notifyEmails: 'a@example.com' });
    expect(parsed).toMatchObject({ name: 'Calder & Rowe', notifyEmails: ['a@example.com'] });
  });

  it('says "Phone is required" in the spec\'s style', () => {
    const result = SiteSettingsSchema.safeParse({ ...DEFAULT_COMPANY, phone: '', notifyEmails: ['a@example.com'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path.join('.') === 'phone')?.message).toBe('Phone is required');
    expect(SETTINGS_MESSAGES.phoneRequired).toBe('Phone is required');
  });
});

// Site Settings' words and rules: the one schema of the firm's details and enquiry recipients, shared
// by the settings form and its endpoint, with a message per field in the spec's style.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isPlainAddress } from '#src/platform/mail/message.ts';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import type { SocialProfiles } from '../public-shell/company.ts';

export const SETTINGS_LIMITS = {
  name: 100,
  legalName: 150,
  tagline: 200,
  description: 500,
  phone: 30,
  email: 254,
  street: 150,
  city: 80,
  state: 40,
  postcode: 10,
  country: 60,
  openingHours: 120,
  socialUrl: 300,
  recipients: 10,
} as const;

export const SETTINGS_MESSAGES = {
  title: 'Site Settings',
  subtitle: "The firm's details shown on every public page, in e-mails and in search results",
  loadFailed: 'Failed to load the site settings',
  saved: 'Site settings saved',
  unchanged: 'Nothing changed',
  saveFailed: 'Failed to save the site settings',
  historyFailed: 'Failed to load the settings history',
  restored: 'Settings restored',
  restoreFailed: 'Failed to restore the settings',
  revisionNotFound: 'That version of the settings no longer exists. Refresh the page and try again.',
  conflict: 'Someone else saved the site settings after you opened them. Reload them to see their changes before saving yours.',
  badBaseVersion: 'The version being edited must be a whole number.',
  nameRequired: 'Firm name is required',
  legalNameRequired: 'Legal name is required',
  taglineRequired: 'Tagline is required',
  descriptionRequired: 'Description is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Phone may hold only digits, spaces, brackets, dashes and a leading +, with 8 to 15 digits',
  phoneInternationalRequired: 'International phone is required',
  phoneInternationalInvalid: 'International phone must be a + and 8 to 15 digits, without spaces, such as +61731804400',
  phoneMismatch: 'Phone and international phone must be the same number',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  postcodeRequired: 'Postcode is required',
  postcodeInvalid: 'Postcode must be 4 digits',
  countryRequired: 'Country is required',
  foundedRequired: 'Founding year is required',
  foundedInvalid: (thisYear: number) => `Founding year must be a year from 1800 to ${thisYear}`,
  recipientsRequired: 'At least one enquiry recipient is required',
  recipientsTooMany: `At most ${SETTINGS_LIMITS.recipients} enquiry recipients`,
  recipientInvalid: (address: string) => `${address} is not a valid email address`,
  recipientRepeated: (address: string) => `${address} is listed twice`,
  tooLong: (label: string, maximum: number) => `${label} must be at most ${maximum} characters`,
  socialNotHttps: (label: string) => `${label} must be an https:// address`,
  socialWrongSite: (label: string, host: string) => `${label} must be an address on ${host}`,
} as const;

/** The host each profile must be on (its subdomains too): a typo'd link to another site is refused. */
export const SOCIAL_HOSTS: Record<keyof SocialProfiles, string> = {
  linkedin: 'linkedin.com',
  facebook: 'facebook.com',
  instagram: 'instagram.com',
  x: 'x.com',
  youtube: 'youtube.com',
};

const SOCIAL_LABELS: Record<keyof SocialProfiles, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
};

/** A required one-line text: trimmed, not empty, within its limit, without control characters. */
const line = (label: string, required: string, maximum: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(maximum, SETTINGS_MESSAGES.tooLong(label, maximum))
    .refine(isSingleLine, singleLineMessage(label));

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "(07) 3180 4400": digits with spaces, brackets, dots and dashes, a + only in front. */
const DISPLAY_PHONE = /^\+?[\d\s().-]+$/;
/** "+61731804400": E.164. */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{7,14}$/;

/**
 * The two forms name the same number: the display form's digits, without its trunk prefix (the
 * leading 0 of "(07) 3180 4400"), end the international form's digits; a display form written with
 * + must have exactly the same digits.
 */
export function samePhoneNumber(display: string, international: string): boolean {
  const shown = digitsOf(display);
  const full = digitsOf(international);
  if (display.trim().startsWith('+')) return shown === full;
  const national = shown.replace(/^0+/, '');
  return national.length >= 6 && full.length > national.length && full.endsWith(national);
}

/** An https profile address on its network's site, or empty. */
function socialUrl(network: keyof SocialProfiles) {
  const label = SOCIAL_LABELS[network];
  const host = SOCIAL_HOSTS[network];
  return z
    .string({ error: SETTINGS_MESSAGES.socialNotHttps(label) })
    .trim()
    .max(SETTINGS_LIMITS.socialUrl, SETTINGS_MESSAGES.tooLong(label, SETTINGS_LIMITS.socialUrl))
    .superRefine((value, context) => {
      if (value === '') return;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.socialNotHttps(label) });
        return;
      }
      if (url.protocol !== 'https:' || url.username || url.password) {
        context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.socialNotHttps(label) });
      } else if (url.hostname !== host && !url.hostname.endsWith(`.${host}`)) {
        context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.socialWrongSite(label, host) });
      }
    });
}

/** The recipients as the form types them (one a line, or separated by commas) or as a list. */
export function recipientList(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(/[\n,;]/) : value;
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

const Recipients = z
  .union([z.string(), z.array(z.string())], { error: SETTINGS_MESSAGES.recipientsRequired })
  .transform((value) => recipientList(value))
  .superRefine((list, context) => {
    if (list.length === 0) context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.recipientsRequired });
    if (list.length > SETTINGS_LIMITS.recipients)
      context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.recipientsTooMany });
    const seen = new Set<string>();
    for (const address of list) {
      if (!isPlainAddress(address) || !z.email().safeParse(address).success) {
        context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.recipientInvalid(address) });
        return;
      }
      const key = address.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.recipientRepeated(address) });
        return;
      }
      seen.add(key);
    }
  });

const currentYear = () => new Date().getFullYear();

export const SiteSettingsSchema = z
  .object({
    name: line('Firm name', SETTINGS_MESSAGES.nameRequired, SETTINGS_LIMITS.name),
    legalName: line('Legal name', SETTINGS_MESSAGES.legalNameRequired, SETTINGS_LIMITS.legalName),
    tagline: line('Tagline', SETTINGS_MESSAGES.taglineRequired, SETTINGS_LIMITS.tagline),
    description: line('Description', SETTINGS_MESSAGES.descriptionRequired, SETTINGS_LIMITS.description),
    phone: line('Phone', SETTINGS_MESSAGES.phoneRequired, SETTINGS_LIMITS.phone).refine(
      (value) => DISPLAY_PHONE.test(value) && digitsOf(value).length >= 8 && digitsOf(value).length <= 15,
      SETTINGS_MESSAGES.phoneInvalid,
    ),
    phoneInternational: z
      .string({ error: SETTINGS_MESSAGES.phoneInternationalRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.phoneInternationalRequired)
      .regex(INTERNATIONAL_PHONE, SETTINGS_MESSAGES.phoneInternationalInvalid),
    email: z
      .string({ error: SETTINGS_MESSAGES.emailRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.emailRequired)
      .max(SETTINGS_LIMITS.email, SETTINGS_MESSAGES.emailInvalid)
      .refine(isPlainAddress, SETTINGS_MESSAGES.emailInvalid)
      .pipe(z.email({ error: SETTINGS_MESSAGES.emailInvalid })),
    address: z.object(
      {
        street: line('Street address', SETTINGS_MESSAGES.streetRequired, SETTINGS_LIMITS.street),
        city: line('City', SETTINGS_MESSAGES.cityRequired, SETTINGS_LIMITS.city),
        state: line('State', SETTINGS_MESSAGES.stateRequired, SETTINGS_LIMITS.state),
        postcode: z
          .string({ error: SETTINGS_MESSAGES.postcodeRequired })
          .trim()
          .min(1, SETTINGS_MESSAGES.postcodeRequired)
          .regex(/^\d{4}$/, SETTINGS_MESSAGES.postcodeInvalid),
        country: line('Country', SETTINGS_MESSAGES.countryRequired, SETTINGS_LIMITS.country),
      },
      { error: SETTINGS_MESSAGES.streetRequired },
    ),
    founded: z
      .string({ error: SETTINGS_MESSAGES.foundedRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.foundedRequired)
      .superRefine((value, context) => {
        const thisYear = currentYear();
        if (!/^\d{4}$/.test(value) || Number(value) < 1800 || Number(value) > thisYear) {
          context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.foundedInvalid(thisYear) });
        }
      }),
    openingHours: z
      .string({ error: 'Opening hours must be text' })
      .trim()
      .max(SETTINGS_LIMITS.openingHours, SETTINGS_MESSAGES.tooLong('Opening hours', SETTINGS_LIMITS.openingHours))
      .refine(isSingleLine, singleLineMessage('Opening hours')),
    social: z.object({
      linkedin: socialUrl('linkedin'),
      facebook: socialUrl('facebook'),
      instagram: socialUrl('instagram'),
      x: socialUrl('x'),
      youtube: socialUrl('youtube'),
    }),
    notifyEmails: Recipients,
  })
  .superRefine((values, context) => {
    if (!samePhoneNumber(values.phone, values.phoneInternational)) {
      context.addIssue({ code: 'custom', path: ['phoneInternational'], message: SETTINGS_MESSAGES.phoneMismatch });
    }
  });

export type SiteSettingsInput = z.input<typeof SiteSettingsSchema>;
/** The stored document: the firm's public details and who receives enquiry notifications. */
export type SiteSettings = z.output<typeof SiteSettingsSchema>;

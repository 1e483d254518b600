// The Privacy Policy's one schema, shared by its editor and its endpoint, and the words its text may
// use for the firm's current details and the enquiry retention rule.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';

export const PRIVACY_LIMITS = { body: 50_000 } as const;

export const PRIVACY_MESSAGES = {
  title: 'Privacy Policy',
  saved: 'Privacy policy saved',
  saveFailed: 'Failed to save the privacy policy',
  loadFailed: 'Failed to load the privacy policy',
  conflict: 'Someone else saved the privacy policy after you opened it. Reload it to see their changes before saving yours.',
  required: 'Privacy policy is required',
  tooLong: `Privacy policy must be at most ${PRIVACY_LIMITS.body.toLocaleString('en-AU')} characters`,
  noHeading: 'Privacy policy needs at least one heading',
} as const;

/**
 * Written in the policy's text, replaced on the page by the firm's details as the site settings hold
 * them and by the retention rule (ENQUIRY_RETENTION_DAYS), so the policy never states stale facts.
 */
export const PRIVACY_PLACEHOLDERS = {
  '{firm}': "the firm's name",
  '{legalName}': 'its legal name',
  '{email}': 'its e-mail address',
  '{phone}': 'its phone number',
  '{address}': 'its street address',
  '{retention}': 'how long enquiries are kept',
} as const;

export const PrivacyPolicySchema = z.object({
  body: z
    .string({ error: PRIVACY_MESSAGES.required })
    .trim()
    .max(PRIVACY_LIMITS.body, PRIVACY_MESSAGES.tooLong)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', PRIVACY_MESSAGES.required)
    .refine((html) => /<h[23][\s>]/i.test(html), PRIVACY_MESSAGES.noHeading),
});

export type PrivacyPolicy = z.output<typeof PrivacyPolicySchema>;

/** "for no longer than 365 days after it arrives", or as long as it is needed when ENQUIRY_RETENTION_DAYS is unset. */
export function retentionPhrase(retentionDays: number | null): string {
  if (retentionDays === null) return 'only for as long as we need it to deal with your enquiry and any work that follows from it';
  return `for no longer than ${retentionDays} ${retentionDays === 1 ? 'day' : 'days'} after it arrives`;
}

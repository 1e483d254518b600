// The enquiry form's one schema (spec section 5), used by the React form and again by the server,
// plus the limits and messages it is built from. Company and phone are optional (stored as null
// when empty) but must meet their minimum length when given; a phone number must also look like one.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { groupThousands } from '#src/ui/format.ts';
import { CONTACT_MAX_LENGTHS, CONTACT_MESSAGES, CONTACT_MIN_LENGTHS } from './limits.ts';
import { QUALIFYING_MESSAGES, QualifyingShape } from './qualifying.ts';

// In the browser zod would probe `new Function` to speed up parsing; the site's CSP forbids eval, and
// the probe, though caught, is reported as a CSP violation. Must run before any schema is built.

export { CONTACT_MAX_LENGTHS, CONTACT_MESSAGES, CONTACT_MIN_LENGTHS, HONEYPOT_FIELD } from './limits.ts';

/** Name and company stay on one line: a line break would forge a line of the notification e-mail ("Bcc: …"). */
export const CONTACT_SINGLE_LINE_MESSAGES = {
  name: singleLineMessage('Name'),
  company: singleLineMessage('Company name'),
} as const;

export const CONTACT_TOO_LONG_MESSAGES = {
  name: `Name must be at most ${CONTACT_MAX_LENGTHS.name} characters.`,
  company: `Company name must be at most ${CONTACT_MAX_LENGTHS.company} characters.`,
  phone: `Phone number must be at most ${CONTACT_MAX_LENGTHS.phone} characters.`,
  message: `Message must be at most ${groupThousands(CONTACT_MAX_LENGTHS.message)} characters.`,
} as const;

const optionalWithMinimum = (minimum: number, tooShort: string, maximum: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(maximum, tooLong)
    .refine((value) => value === '' || value.length >= minimum, tooShort);

/** Phone characters only: digits, spaces and + ( ) - . */
const PHONE_CHARACTERS = /^[0-9 +().-]+$/;
/** As many digits as the spec's minimum length, so "+ ( ) -" alone is not a number. */
export const PHONE_MIN_DIGITS = CONTACT_MIN_LENGTHS.phone;

/** The spec's rule (at least 6 characters) plus the shape of a phone number, under the spec's one message. */
export function isPhoneNumber(value: string): boolean {
  return (
    value.length >= CONTACT_MIN_LENGTHS.phone &&
    PHONE_CHARACTERS.test(value) &&
    (value.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS
  );
}

export const ContactEnquirySchema = z
  .object({
    name: z
      .string({ error: CONTACT_MESSAGES.name })
      .trim()
      .min(CONTACT_MIN_LENGTHS.name, CONTACT_MESSAGES.name)
      .max(CONTACT_MAX_LENGTHS.name, CONTACT_TOO_LONG_MESSAGES.name)
      .refine(isSingleLine, CONTACT_SINGLE_LINE_MESSAGES.name),
    email: z
      .string({ error: CONTACT_MESSAGES.email })
      .trim()
      .max(CONTACT_MAX_LENGTHS.email, CONTACT_MESSAGES.email)
      .pipe(z.email({ error: CONTACT_MESSAGES.email })),
    company: optionalWithMinimum(
      CONTACT_MIN_LENGTHS.company,
      CONTACT_MESSAGES.company,
      CONTACT_MAX_LENGTHS.company,
      CONTACT_TOO_LONG_MESSAGES.company,
    )
      .refine(isSingleLine, CONTACT_SINGLE_LINE_MESSAGES.company)
      .default(''),
    phone: z
      .string()
      .trim()
      .max(CONTACT_MAX_LENGTHS.phone, CONTACT_TOO_LONG_MESSAGES.phone)
      .refine((value) => value === '' || isPhoneNumber(value), CONTACT_MESSAGES.phone)
      .default(''),
    message: z
      .string({ error: CONTACT_MESSAGES.message })
      .trim()
      .min(CONTACT_MIN_LENGTHS.message, CONTACT_MESSAGES.message)
      .max(CONTACT_MAX_LENGTHS.message, CONTACT_TOO_LONG_MESSAGES.message),
    captcha: z
      .string({ error: CONTACT_MESSAGES.captcha })
      .min(CONTACT_MIN_LENGTHS.captcha, CONTACT_MESSAGES.captcha)
      .max(CONTACT_MAX_LENGTHS.captcha, CONTACT_MESSAGES.captcha),
    ...QualifyingShape,
  })
  // "Call me" needs a number to call.
  .refine((enquiry) => enquiry.contactPreference !== 'phone' || enquiry.phone !== '', {
    path: ['phone'],
    message: QUALIFYING_MESSAGES.phoneNeeded,
  });

/** What the visitor types (the form's values). */
export type ContactEnquiryInput = z.input<typeof ContactEnquirySchema>;
/** What the server stores: trimmed, company and phone '' when not given. */
export type ContactEnquiry = z.output<typeof ContactEnquirySchema>;
export type ContactField = keyof ContactEnquiryInput;
/** A field a refusal names: the form's own, or the source and calculator figures sent beside them. */
export type EnquiryErrorField = ContactField | 'source' | 'calculator';

export const CONTACT_FIELDS = [
  'name',
  'email',
  'company',
  'phone',
  'message',
  'captcha',
  'revenueBand',
  'headcountBand',
  'workforceMix',
  'sellTimeframe',
  'contactPreference',
  'bestTimeToCall',
  'noConfirmation',
] as const satisfies readonly ContactField[];

/** Sent alongside the fields: the honeypot (people leave it empty) and the signed time the form was shown. */
export const BotSignalsSchema = z.object({
  website: z.string().max(1000).optional().default(''),
  formStamp: z.string().max(200).optional().default(''),
});

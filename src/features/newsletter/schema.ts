// What the subscribe form sends, checked on the server (the form itself checks only that an address was typed).
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine } from '#src/platform/text/single-line.ts';
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from './terms.ts';

export const SubscribeSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.email })
    .trim()
    .max(NEWSLETTER_LIMITS.email, NEWSLETTER_MESSAGES.email)
    .pipe(z.email(NEWSLETTER_MESSAGES.email))
    .transform((value) => value.toLowerCase()),
  name: z
    .string()
    .trim()
    .max(NEWSLETTER_LIMITS.name, NEWSLETTER_MESSAGES.name)
    .refine(isSingleLine, NEWSLETTER_MESSAGES.name)
    .optional()
    .transform((value) => value || null),
  /** The page the form was on: part of the consent record. Anything but a site path reads as the newsletter page. */
  page: z
    .string()
    .optional()
    .transform((value) =>
      value && /^\/[^\s]*$/.test(value) && value.length <= NEWSLETTER_LIMITS.consentSource ? value : '/newsletter',
    ),
  captcha: z
    .string({ error: 'Please complete the captcha verification.' })
    .min(1, 'Please complete the captcha verification.')
    .max(8192),
});

export type Subscription = z.output<typeof SubscribeSchema>;
export type SubscribeErrorField = keyof z.input<typeof SubscribeSchema>;

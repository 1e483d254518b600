// The form stamp: the time the contact page was shown and a random nonce, signed by the server. A
// submission whose stamp is younger than CONTACT_MIN_FILL_SECONDS comes from a bot that filled the
// form faster than a person can; a missing, forged or expired stamp is refused openly (a person only
// sees that after a signing-key change or two hours on the page, and reloading the page fixes it).
// A stamp is good for one enquiry: its use is recorded with the enquiry (`formStampUse`), so one
// wait of a few seconds cannot cover any number of enquiries.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { derivePurposeKey } from '#src/platform/captcha/signing-key.server.ts';

const PURPOSE = 'contact-form-stamp';
/** Clocks of several instances may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;
/** How long a shown form may be sent. */
export const FORM_STAMP_MAX_AGE_SECONDS = 2 * 60 * 60;

function sign(signingKey: string, payload: string): string {
  return createHmac('sha256', derivePurposeKey(signingKey, PURPOSE)).update(payload).digest('base64url');
}

/** "<issued at, ms>.<nonce>.<signature>" */
export function issueFormStamp(signingKey: string, now = new Date()): string {
  const payload = `${now.getTime()}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(signingKey, payload)}`;
}

export type FormStampCheck = 'ok' | 'too-fast' | 'forged' | 'expired';

const STAMP_FORMAT = /^((\d{1,15})\.[A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function checkFormStamp(
  stamp: string,
  options: { signingKey: string; minFillSeconds: number; now?: Date },
): FormStampCheck {
  const match = STAMP_FORMAT.exec(stamp);
  if (!match?.[1] || !match[2] || !match[3]) return 'forged';
  const expected = Buffer.from(sign(options.signingKey, match[1]));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  const age = (options.now ?? new Date()).getTime() - Number(match[2]);
  if (age < -CLOCK_SKEW_MS) return 'forged';
  if (age > FORM_STAMP_MAX_AGE_SECONDS * 1000) return 'expired';
  return age < options.minFillSeconds * 1000 ? 'too-fast' : 'ok';
}

/** The record of a (checked) stamp's single use: an id and when the stamp would expire anyway. */
export function formStampUse(stamp: string): { useId: string; expiresAt: Date } {
  const [issuedAt = '0', , signature = ''] = stamp.split('.');
  return {
    useId: `form-stamp:${signature}`,
    expiresAt: new Date(Number(issuedAt) + FORM_STAMP_MAX_AGE_SECONDS * 1000 + CLOCK_SKEW_MS),
  };
}

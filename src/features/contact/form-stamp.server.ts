// The form stamp: the time the contact page was shown, signed by the server. A submission whose
// stamp is younger than CONTACT_MIN_FILL_SECONDS comes from a bot that filled the form faster than a
// person can, and is dropped quietly; a missing or forged stamp is refused openly (a person only
// sees that after a signing-key change, and reloading the page fixes it).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivePurposeKey } from '../../platform/captcha/signing-key.server.ts';

const PURPOSE = 'contact-form-stamp';
/** Clocks of several instances may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

function sign(signingKey: string, issuedAtMs: number): string {
  return createHmac('sha256', derivePurposeKey(signingKey, PURPOSE)).update(String(issuedAtMs)).digest('base64url');
}

/** "<issued at, ms>.<signature>" */
export function issueFormStamp(signingKey: string, now = new Date()): string {
  return `${now.getTime()}.${sign(signingKey, now.getTime())}`;
}

export type FormStampCheck = 'ok' | 'too-fast' | 'forged';

export function checkFormStamp(
  stamp: string,
  options: { signingKey: string; minFillSeconds: number; now?: Date },
): FormStampCheck {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match?.[1] || !match[2]) return 'forged';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(options.signingKey, issuedAt));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  const age = (options.now ?? new Date()).getTime() - issuedAt;
  if (age < -CLOCK_SKEW_MS) return 'forged';
  return age < options.minFillSeconds * 1000 ? 'too-fast' : 'ok';
}

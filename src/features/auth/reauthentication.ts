// Re-authentication before account changes: how long a confirmation holds, the refusal the server
// sends without one, and the confirmation's form, shared by the endpoints and the admin screen.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './schema.ts';

/** A confirmed password (or two-factor code) lets account changes through for this long. */
export const REAUTHENTICATION_WINDOW_MINUTES = 5;
/** The machine-readable `code` of the 403 that asks for a confirmation. */
export const REAUTHENTICATE_CODE = 'REAUTHENTICATE';
export const REAUTHENTICATE_MESSAGE = 'Please confirm your password to continue.';
export const WRONG_PASSWORD_MESSAGE = 'That password is not correct.';
export const WRONG_CODE_MESSAGE = 'That code is not correct. Enter the current code from your authenticator app.';
export const NO_TWO_FACTOR_MESSAGE = 'Two-factor sign-in is off for your account: confirm with your password.';
const PROOF_REQUIRED_MESSAGE = 'Enter your password or a code from your authenticator app.';
const CODE_FORMAT_MESSAGE = 'The code is the 6 digits your authenticator app shows.';

/** The 403 body of an account change that needs a fresh confirmation. */
export interface ReauthenticationRequired {
  message: typeof REAUTHENTICATE_MESSAGE;
  code: typeof REAUTHENTICATE_CODE;
}

/** Either the account's password or, with two-factor sign-in on, the current authenticator code. */
export const ReauthenticateSchema = z
  .object({
    password: z.string().max(PASSWORD_MAX_LENGTH, WRONG_PASSWORD_MESSAGE).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, CODE_FORMAT_MESSAGE)
      .optional(),
  })
  .refine((proof) => (proof.password ? 1 : 0) + (proof.code ? 1 : 0) === 1, PROOF_REQUIRED_MESSAGE);
export type ReauthenticateInput = z.output<typeof ReauthenticateSchema>;

export function tooManyConfirmationsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong confirmations. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

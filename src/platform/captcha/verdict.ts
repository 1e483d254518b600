// The answer every captcha check gives, whichever provider ran it.

export type CaptchaFailure =
  /** No token was sent. */
  | 'missing'
  /** The token is not in the provider's format. */
  | 'malformed'
  /** Forged, wrong, or refused by the provider. */
  | 'invalid'
  /** Too old: the visitor needs a fresh check. */
  | 'expired'
  /** Already used once. */
  | 'replayed'
  /** The provider could not be asked (network, time-out, bad answer). */
  | 'unavailable';

export type CaptchaCheck =
  | {
      ok: true;
      /** Identifies this solution; it is recorded so the same solution is never accepted twice. */
      useId: string;
      /** After this the solution is worthless anyway, so its record may be deleted. */
      expiresAt: Date;
    }
  | { ok: false; reason: CaptchaFailure; detail?: string };

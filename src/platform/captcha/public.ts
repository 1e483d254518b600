// What the browser is told about the captcha (safe to serialise into page props), and where each
// hosted provider's script lives. Shared by the server and the contact form island.

export type PublicCaptchaSettings =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'test'; challengeUrl: string }
  | { provider: 'turnstile'; siteKey: string }
  | { provider: 'hcaptcha'; siteKey: string };

/** Explicit rendering, so the widget appears only where the React component puts it. */
export const HOSTED_CAPTCHA_SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
} as const;

/** Origins the page's Content-Security-Policy must allow for each hosted provider (scripts, frames, calls). */
export const HOSTED_CAPTCHA_ORIGINS = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
} as const;

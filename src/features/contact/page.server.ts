// The contact page's server side: the captcha the form shows (and the page's Content-Security-Policy
// for a hosted one), the form stamp, the pre-filled message, and the ALTCHA challenge endpoint.
import type { AstroGlobal } from 'astro';
import { type CaptchaContext, issueChallenge, publicCaptchaSettings } from '../../platform/captcha/captcha.server.ts';
import { HOSTED_CAPTCHA_ORIGINS } from '../../platform/captcha/public.ts';
import { jsonResponse } from '../../platform/http/json-response.ts';
import { issueFormStamp } from './form-stamp.server.ts';
import { CONTACT_MAX_LENGTHS } from './schema.ts';

/** What /contact renders; `?message=` pre-fills the message (the valuation calculator links here with its result). */
export function loadContactPage(astro: Pick<AstroGlobal, 'csp' | 'url' | 'locals'>) {
  const { captcha } = astro.locals.services.contact;
  const settings = publicCaptchaSettings(captcha.settings);
  if (astro.csp && (settings.provider === 'turnstile' || settings.provider === 'hcaptcha')) {
    // A hosted captcha loads its script and frames from the provider: allow them on this page only.
    // Inserting a script source replaces Astro's default 'self', so it is listed again.
    const origins = HOSTED_CAPTCHA_ORIGINS[settings.provider];
    for (const source of ["'self'", ...origins]) astro.csp.insertScriptResource(source);
    astro.csp.insertDirective(`frame-src ${origins.join(' ')}`);
    astro.csp.insertDirective(`connect-src 'self' ${origins.join(' ')}`);
  }
  return {
    captcha: settings,
    formStamp: issueFormStamp(captcha.signingKey),
    initialMessage: (astro.url.searchParams.get('message') ?? '').slice(0, CONTACT_MAX_LENGTHS.message),
  };
}

/** GET /api/contact/challenge: a fresh ALTCHA challenge (or a test token); hosted captchas issue their own: 404. */
export async function captchaChallengeResponse(captcha: CaptchaContext): Promise<Response> {
  const answer = await issueChallenge(captcha);
  if (!answer) return jsonResponse({ error: 'This site uses a hosted captcha; there is no challenge to fetch.' }, 404);
  // The ALTCHA widget expects the challenge object itself as the body.
  return jsonResponse(answer.provider === 'altcha' ? answer.challenge : { token: answer.token });
}

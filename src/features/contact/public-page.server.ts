// The contact pages' server side: the captcha the form shows (and the page's Content-Security-Policy
// for a hosted one), the form stamp, the pre-filled message, the thank-you page, and the ALTCHA
// challenge endpoint.
import type { AstroGlobal } from 'astro';
import { type CaptchaContext, issueChallenge, publicCaptchaSettings } from '#src/platform/captcha/captcha.server.ts';
import { HOSTED_CAPTCHA_ORIGINS, type PublicCaptchaSettings } from '#src/platform/captcha/public.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { readPageCopyFor } from '../pages/page-copy.server.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { withSeo } from '../seo/page-head.server.ts';
import { issueFormStamp } from './form-stamp.server.ts';
import { calculatorFiguresFromQuery } from './lead-source.ts';
import { CONTACT_MAX_LENGTHS } from './schema.ts';
import type { SubmittedDetails } from './success-handoff.ts';

/** What an editor's preview of the thank-you page lists in place of a visitor's details. */
const PREVIEW_DETAILS: SubmittedDetails = { name: 'Preview', email: 'preview@example.com' };

/**
 * The captcha a visitor form shows, as the browser may know it; a hosted one's script and frames are
 * allowed on this page only (its Content-Security-Policy).
 */
export function captchaForPage(astro: PublicPageContext & Pick<AstroGlobal, 'csp'>): PublicCaptchaSettings {
  const settings = publicCaptchaSettings(astro.locals.services.contact.captcha.settings);
  if (astro.csp && (settings.provider === 'turnstile' || settings.provider === 'hcaptcha')) {
    // Inserting a script source replaces Astro's default 'self', so it is listed again.
    const origins = HOSTED_CAPTCHA_ORIGINS[settings.provider];
    for (const source of ["'self'", ...origins]) astro.csp.insertScriptResource(source);
    astro.csp.insertDirective(`frame-src ${origins.join(' ')}`);
    astro.csp.insertDirective(`connect-src 'self' ${origins.join(' ')}`);
  }
  return settings;
}

/**
 * What /contact renders; `?message=` pre-fills the message and `?profit=&multiple=` carry the figures
 * (the valuation calculator links here with its result).
 */
export async function loadContactPage(astro: PublicPageContext & Pick<AstroGlobal, 'csp'>) {
  const [company, { copy, preview }] = await Promise.all([
    astro.locals.services.siteSettings.current(),
    readPageCopyFor(astro, 'contact'),
  ]);
  const { captcha } = astro.locals.services.contact;
  const settings = captchaForPage(astro);
  const { meta } = await withSeo(
    astro.locals.services.database.db,
    {
      title: 'Contact Us',
      description:
        'Contact our Brisbane M&A specialists for a confidential discussion about selling, valuing or buying a recruitment or staffing business.',
      keywords: ['contact M&A adviser', 'recruitment business sale enquiry', 'confidential business valuation'],
      path: '/contact',
    },
    copy.seo,
    preview,
  );
  const page = publicPage(astro, {
    meta,
    props: {
      captcha: settings,
      formStamp: issueFormStamp(captcha.signingKey),
      initialMessage: (astro.url.searchParams.get('message') ?? '').slice(0, CONTACT_MAX_LENGTHS.message),
      calculator: calculatorFiguresFromQuery(astro.url.searchParams),
      retentionDays: astro.locals.services.config.enquiryRetentionDays,
    },
    // Each visitor's form carries its own single-use stamp.
    cache: 'private',
  });
  // The contact details beside the form (rendered on the server only, never sent to the island).
  return { ...page, company, copy };
}

/**
 * /contact/success: the thank-you page, the same for every visitor: it reads nothing from its address.
 * The details the visitor sent are listed in their browser (SubmissionDetails), which also sends a
 * tab that sent nothing back to /contact.
 */
export async function loadContactSuccessPage(astro: PublicPageContext) {
  const { copy, preview } = await readPageCopyFor(astro, 'contact-success');
  const { meta, cache } = await withSeo(
    astro.locals.services.database.db,
    {
      title: 'Thank You for Your Enquiry',
      description: 'Your enquiry has reached our M&A specialists; we will be in touch shortly.',
      keywords: ['contact M&A adviser'],
      path: '/contact/success',
      noindex: true,
    },
    copy.seo,
    preview,
  );
  return publicPage(astro, { meta, props: { copy, sample: preview ? PREVIEW_DETAILS : undefined }, cache });
}

/** GET /api/contact/challenge: a fresh ALTCHA challenge (or a test token); hosted captchas issue their own: 404. */
export async function captchaChallengeResponse(captcha: CaptchaContext): Promise<Response> {
  const answer = await issueChallenge(captcha);
  if (!answer) return jsonResponse({ error: 'This site uses a hosted captcha; there is no challenge to fetch.' }, 404);
  // The ALTCHA widget expects the challenge object itself as the body.
  return jsonResponse(answer.provider === 'altcha' ? answer.challenge : { token: answer.token });
}

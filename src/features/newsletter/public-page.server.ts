// The newsletter's public pages, each working without JavaScript: /newsletter (the subscribe form with
// the captcha, reached from every small signup form with the address already typed),
// /newsletter/confirm/TOKEN (GET shows one button; its POST starts the subscription, so a link
// scanner's GET confirms nothing) and /unsubscribe/TOKEN (RFC 8058: GET shows one button; a POST
// with List-Unsubscribe=One-Click, from that button or from a mail provider's server, unsubscribes
// at once and answers 200 with no cookie, sign-in or redirect).
import type { AstroGlobal } from 'astro';
import { readBodyBytes } from '#src/platform/http/request-body.ts';
import { CROSS_SITE_MESSAGE, isSameOriginChange } from '#src/platform/http/same-origin.ts';
import { issueFormStamp } from '../contact/form-stamp.server.ts';
import { rateLimitedMessage } from '../contact/messages.ts';
import { captchaForPage } from '../contact/public-page.server.ts';
import { hitVisitorRateLimit } from '../contact/visitor-gate.server.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { confirmSubscription, findByUnsubscribeToken, findConfirmable, unsubscribe } from './subscriptions.server.ts';
import {
  CONFIRM_PATH,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PATH,
  TOKEN_FORM_MAX_BYTES,
  UNSUBSCRIBE_PATH,
} from './terms.ts';
import { readToken } from './tokens.server.ts';

type PageContext = PublicPageContext & Pick<AstroGlobal, 'csp' | 'request'>;

/** What a token page shows: its one button, the outcome, or why nothing was done. */
export type TokenPageState =
  | { kind: 'ask'; firmName: string }
  | { kind: 'done'; text: string }
  | { kind: 'refused'; text: string };

const SMALL_FORM_FIELDS = ['email', 'name', 'page'] as const;

/** /newsletter: GET, or the POST of a small signup form (address, name, page) to carry on here with the captcha. */
export async function loadNewsletterPage(astro: PageContext) {
  const { services } = astro.locals;
  const values = { email: '', name: '', page: NEWSLETTER_PATH };
  let status = 200;
  if (astro.request.method === 'POST') {
    const form = await readForm(astro.request, ['application/x-www-form-urlencoded', 'multipart/form-data']);
    if (form instanceof Error) status = 400;
    else {
      for (const field of SMALL_FORM_FIELDS) {
        const value = form.get(field)?.trim().slice(0, NEWSLETTER_LIMITS.email);
        if (value) values[field] = value;
      }
    }
  }
  return publicPage(astro, {
    meta: {
      title: 'Subscribe to Our Newsletter',
      description: 'Our new insights on selling, valuing and buying recruitment businesses, by e-mail.',
      keywords: [],
      path: NEWSLETTER_PATH,
      noindex: true,
    },
    status,
    props: {
      values,
      captcha: captchaForPage(astro),
      formStamp: issueFormStamp(services.contact.captcha.signingKey),
    },
    // Each visitor's form carries its own single-use stamp.
    cache: 'private',
  });
}

/** A page form's fields, or an Error to answer 415 (content type) or 413 (size) or 400 (unreadable). */
async function readForm(request: Request, types: string[]): Promise<URLSearchParams | FormError> {
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!types.includes(type)) {
    await request.body?.cancel().catch(() => {});
    return new FormError(415);
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, TOKEN_FORM_MAX_BYTES, NEWSLETTER_MESSAGES.badForm);
  } catch {
    return new FormError(413);
  }
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(new TextDecoder().decode(bytes));
  try {
    const data = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === 'string') fields.append(name, value);
    return fields;
  } catch {
    return new FormError(400);
  }
}

class FormError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415) {
    super(NEWSLETTER_MESSAGES.badForm);
    this.status = status;
  }
}

function tokenPage(astro: PageContext, title: string, path: string, state: TokenPageState, status: number) {
  return publicPage(astro, {
    meta: { title, description: title, keywords: [], path, noindex: true },
    status,
    props: { state },
    // About one subscriber: never kept by a cache.
    cache: 'private',
  });
}

/** The flood guard of the token pages: an address that keeps trying links is refused (429) before anything is read. */
async function floodRefusal(astro: PageContext): Promise<{ status: number; text: string } | null> {
  const { services } = astro.locals;
  const limited = await hitVisitorRateLimit(services.contact, astro.locals.clientAddress, new Date());
  if (!limited) return null;
  if (limited.kind === 'insert-failed') return { status: 503, text: NEWSLETTER_MESSAGES.badForm };
  return { status: 429, text: rateLimitedMessage(limited.retryAfterSeconds, (await services.siteSettings.current()).phone) };
}

/** /newsletter/confirm/TOKEN. */
export async function loadConfirmPage(astro: PageContext) {
  const { services } = astro.locals;
  const db = services.database.db;
  const now = new Date();
  const token = readToken(astro.params.token);
  const title = 'Confirm Your Subscription';
  const path = `${CONFIRM_PATH}/${astro.params.token ?? ''}`;
  const refused = (status: number, text: string) => tokenPage(astro, title, path, { kind: 'refused', text }, status);
  if (astro.request.method === 'POST') {
    if (!isSameOriginChange(astro.request, services.config.siteUrl)) return refused(403, CROSS_SITE_MESSAGE);
    const flood = await floodRefusal(astro);
    if (flood) return refused(flood.status, flood.text);
    const form = await readForm(astro.request, ['application/x-www-form-urlencoded', 'multipart/form-data']);
    if (form instanceof FormError) return refused(form.status, form.message);
    if (form.get('confirm') !== 'yes') return refused(400, NEWSLETTER_MESSAGES.badForm);
    if (!token || !(await confirmSubscription(db, token, now))) return refused(404, NEWSLETTER_MESSAGES.linkInvalid);
    return tokenPage(astro, title, path, { kind: 'done', text: NEWSLETTER_MESSAGES.confirmed }, 200);
  }
  if (!token || !(await findConfirmable(db, token, now))) return refused(404, NEWSLETTER_MESSAGES.linkInvalid);
  return tokenPage(astro, title, path, { kind: 'ask', firmName: (await services.siteSettings.current()).name }, 200);
}

/**
 * /unsubscribe/TOKEN. A POST needs no Origin (a mail provider's server sends none) but refuses a
 * browser's from another site. Only unknown tokens count against the flood guard: mail providers
 * send everyone's one-click unsubscribes from a few addresses, and refusing those would keep mailing
 * people who asked to leave.
 */
export async function loadUnsubscribePage(astro: PageContext) {
  const { services } = astro.locals;
  const db = services.database.db;
  const token = readToken(astro.params.token);
  const title = 'Unsubscribe';
  const path = `${UNSUBSCRIBE_PATH}/${astro.params.token ?? ''}`;
  const refused = (status: number, text: string) => tokenPage(astro, title, path, { kind: 'refused', text }, status);
  const origin = astro.request.headers.get('origin');
  if (astro.request.method === 'POST' && origin !== null && !isSameOriginChange(astro.request, services.config.siteUrl)) {
    return refused(403, CROSS_SITE_MESSAGE);
  }
  const subscriber = token ? await findByUnsubscribeToken(db, token) : null;
  if (!subscriber) {
    const flood = await floodRefusal(astro);
    return flood ? refused(flood.status, flood.text) : refused(404, NEWSLETTER_MESSAGES.unsubscribeInvalid);
  }
  if (astro.request.method === 'POST') {
    const form = await readForm(astro.request, ['application/x-www-form-urlencoded', 'multipart/form-data']);
    if (form instanceof FormError) return refused(form.status, form.message);
    if (form.get('List-Unsubscribe') !== 'One-Click') return refused(400, NEWSLETTER_MESSAGES.badForm);
    await unsubscribe(db, subscriber.id, 'one-click', new Date());
    return tokenPage(astro, title, path, { kind: 'done', text: NEWSLETTER_MESSAGES.unsubscribed }, 200);
  }
  if (subscriber.status === 'unsubscribed') {
    return tokenPage(astro, title, path, { kind: 'done', text: NEWSLETTER_MESSAGES.unsubscribed }, 200);
  }
  return tokenPage(astro, title, path, { kind: 'ask', firmName: (await services.siteSettings.current()).name }, 200);
}

// Runs on every request: hands the composition root's services and the visitor's address to the route,
// the cross-site form check (Astro's checkOrigin, but letting one-click unsubscribes through),
// redirects, the staff session on admin pages, each public page cut to what it uses (its stylesheet and
// policy: platform/http/page-document.ts), then security headers on whatever the page answers. A
// database locked by another process for too long, or out of reach for a moment (PostgreSQL
// restarting), is answered 503 with Retry-After here, whichever route met it.
import { defineMiddleware } from 'astro:middleware';
import { join } from 'node:path';
import { findStaffSession } from './features/auth/session.server.ts';
import { isUnsubscribeLinkPath } from './features/newsletter/terms.ts';
import { isDatabaseBusy } from './platform/db/busy.ts';
import { databaseBusyResponse } from './platform/http/busy-response.ts';
import { clientAddressOf, isSecureRequest, socketAddressOf } from './platform/http/client-address.ts';
import { PRIVATE_NO_STORE } from './platform/http/http-caching.ts';
import { builtClientFiles, PageDocuments } from './platform/http/page-document.ts';
import { isCrossSiteFormPost } from './platform/http/same-origin.ts';
import { applySecurityHeaders, secureCookies, withUtf8Charset } from './platform/http/security-headers.ts';
import { runtimeStyles } from './platform/http/third-party-style-hashes.ts';
import { getServices, type Services } from './server/services.ts';

/** Admin pages need the session; public pages skip the lookup and its database query. */
function isAdminPage(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function isHtml(response: Response): boolean {
  return response.body !== null && /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
}

/** Public pages cut to what they use; only in a build (`astro dev` has no client files to read). */
let pageDocuments: PageDocuments | null | undefined;

function pageDocumentsOf(services: Services): PageDocuments | null {
  if (pageDocuments !== undefined) return pageDocuments;
  try {
    const clientFile = builtClientFiles(join(services.config.buildDir, 'client'));
    pageDocuments = import.meta.env.DEV ? null : new PageDocuments({ clientFile, runtimeStyles: runtimeStyles() });
  } catch (error) {
    // The toasts' style could not be read from node_modules: pages are served whole rather than not at all.
    services.logger.error('public pages are not trimmed', { error: String(error) });
    pageDocuments = null;
  }
  return pageDocuments;
}

/**
 * A public page with its inline stylesheet cut to the rules it can use and its policy to the hashes it
 * needs, so that it fits the first round trip. Cached pages pay for this once, when they are stored.
 */
async function trimmedPage(response: Response, documents: PageDocuments): Promise<Response> {
  const { html, policy } = documents.trim(await response.text(), response.headers.get('Content-Security-Policy'));
  const headers = new Headers(response.headers);
  if (policy !== null) headers.set('Content-Security-Policy', policy);
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

export const onRequest = defineMiddleware(async (context, next) => {
  const socketAddress = socketAddressOf(context);
  // The client closed the connection before its request was handled: nobody is left to answer.
  if (socketAddress === undefined) return new Response(null, { status: 499 });
  const services = getServices();
  const { headers } = context.request;
  context.locals.services = services;
  context.locals.clientAddress = clientAddressOf(headers, socketAddress, services.config.trustProxy);
  // Astro's checkOrigin, here so the one-click unsubscribe (RFC 8058) can come from a mail provider's
  // server, which sends no Origin (docs/decisions/015-one-click-unsubscribe-and-cross-site-forms.md).
  const originOptional = isUnsubscribeLinkPath(context.url.pathname);
  if (isCrossSiteFormPost(context.request, services.config.siteUrl, { originOptional })) {
    return new Response(`Cross-site ${context.request.method} form submissions are forbidden`, { status: 403 });
  }
  const secure = isSecureRequest(context.url, headers.get('x-forwarded-proto'), socketAddress, services.config.trustProxy);

  context.locals.staff = null;
  let sessionCookies: string[] = [];
  let response: Response;
  try {
    if (isAdminPage(context.url.pathname)) {
      const session = await findStaffSession(services.auth, headers);
      context.locals.staff = session?.user ?? null;
      sessionCookies = session?.setCookies ?? [];
    }
    // Staff-managed redirects come before any page (features/redirects); the page cache keeps them too.
    response = (await services.redirects.answer(context.url.pathname, context.url.search)) ?? (await next());
    // Read whole here, so a database that turns busy while the page renders is still answered 503.
    if (!isAdminPage(context.url.pathname) && isHtml(response)) {
      const documents = pageDocumentsOf(services);
      if (documents) response = await trimmedPage(response, documents);
    }
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    services.logger.warn('database busy: answered 503', { path: context.url.pathname });
    response = databaseBusyResponse(context.request);
  }
  applySecurityHeaders(response.headers, { secure });
  withUtf8Charset(response.headers);
  if (isAdminPage(context.url.pathname)) {
    // Staff pages hold private data: never cached, and the session's refreshed cookie passed on.
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
    for (const cookie of sessionCookies) response.headers.append('Set-Cookie', cookie);
  } else if (!response.headers.has('Cache-Control') || response.headers.has('Set-Cookie')) {
    // Only what a route marks public may be kept by a cache; an answer that sets a cookie never is.
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  }
  // Over HTTPS (directly or through a trusted proxy) every cookie is Secure, whatever SITE_URL says.
  if (secure) secureCookies(response.headers);
  return response;
});

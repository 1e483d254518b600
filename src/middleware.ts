// Runs on every request: hands the composition root's services to the route, old-path redirects, the
// staff session on admin pages, then security headers on whatever the page answers.
import { defineMiddleware } from 'astro:middleware';
import { findStaffSession } from './features/auth/session.server.ts';
import { findRedirect } from './features/site/redirects.ts';
import { applySecurityHeaders, isSecureRequest } from './platform/http/security-headers.ts';
import { getServices } from './server/services.ts';

/** Admin pages need the session; public pages skip the lookup and its database query. */
function isAdminPage(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export const onRequest = defineMiddleware(async (context, next) => {
  const services = getServices();
  context.locals.services = services;
  const secure = isSecureRequest(context.url, context.request.headers.get('x-forwarded-proto'), services.config.trustProxy);

  context.locals.staff = null;
  let sessionCookies: string[] = [];
  if (isAdminPage(context.url.pathname)) {
    const session = await findStaffSession(services.auth, context.request.headers);
    context.locals.staff = session?.user ?? null;
    sessionCookies = session?.setCookies ?? [];
  }

  const target = findRedirect(context.url.pathname);
  const response = target ? context.redirect(`${target}${context.url.search}`, 301) : await next();
  applySecurityHeaders(response.headers, { secure });
  if (isAdminPage(context.url.pathname)) {
    // Staff pages hold private data: never cached, and the session's refreshed cookie passed on.
    response.headers.set('Cache-Control', 'no-store');
    for (const cookie of sessionCookies) response.headers.append('Set-Cookie', cookie);
  }
  return response;
});

// Runs on every request: old-path redirects, the staff session on admin pages, then security headers
// on whatever the page answers.
import { defineMiddleware } from 'astro:middleware';
import { findRedirect } from './features/site/redirects.ts';
import { findStaffSession, getStaffServices } from './features/users/auth.server.ts';
import { getConfig } from './platform/config.ts';
import { applySecurityHeaders, isSecureRequest } from './platform/http/security-headers.ts';

/** Admin pages need the session; public pages skip the lookup and its database query. */
function isAdminPage(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { trustProxy } = getConfig();
  const secure = isSecureRequest(context.url, context.request.headers.get('x-forwarded-proto'), trustProxy);

  context.locals.staff = null;
  let sessionCookies: string[] = [];
  if (isAdminPage(context.url.pathname)) {
    const session = await findStaffSession(getStaffServices(getConfig()), context.request.headers);
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

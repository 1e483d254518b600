// Runs on every request: old-path redirects, then security headers on whatever the page answers.
import { defineMiddleware } from 'astro:middleware';
import { findRedirect } from './features/site/redirects.ts';
import { getConfig } from './platform/config.ts';
import { applySecurityHeaders, isSecureRequest } from './platform/http/security-headers.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const { trustProxy } = getConfig();
  const secure = isSecureRequest(context.url, context.request.headers.get('x-forwarded-proto'), trustProxy);

  const target = findRedirect(context.url.pathname);
  const response = target ? context.redirect(`${target}${context.url.search}`, 301) : await next();
  applySecurityHeaders(response.headers, { secure });
  return response;
});

// Whether a change came from our own pages: the check every JSON endpoint that changes something
// makes (admin endpoints, the signed-out account links), since Astro's checkOrigin covers form posts only.

export const CROSS_SITE_MESSAGE = 'Cross-site request refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser always sends Origin on a POST, PUT, PATCH or DELETE, so a change whose Origin is
 * missing or not ours did not come from our pages.
 */
export function isSameOriginChange(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
}

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Astro's checkOrigin rule, kept here so one kind of address can be let through: a form post (or a
 * change without a content type) whose Origin is not ours is refused. `originOptional` lets a post
 * without any Origin through (RFC 8058's one-click unsubscribe, which a mail provider's server sends
 * with none); a browser's from another site, which always carries its Origin, is still refused.
 */
export function isCrossSiteFormPost(request: Request, siteUrl: string, options: { originOptional?: boolean } = {}): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const contentType = request.headers.get('content-type')?.toLowerCase();
  const formLike = contentType === undefined || FORM_CONTENT_TYPES.some((type) => contentType.includes(type));
  if (!formLike) return false;
  if (options.originOptional && !request.headers.has('origin')) return false;
  return !isSameOriginChange(request, siteUrl);
}

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

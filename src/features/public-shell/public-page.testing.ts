// Test helper for public page loaders: the part of Astro's page context a loader reads.
import type { PublicPageContext } from './public-page.server.ts';

/** The page context of a request to `path`. */
export function pageContext(
  services: App.Locals['services'],
  path: string,
  params: Record<string, string | undefined> = {},
): PublicPageContext {
  return {
    locals: { services, staff: null, clientAddress: '203.0.113.7' },
    params,
    url: new URL(path, services.config.siteUrl),
    response: { headers: new Headers() },
  };
}

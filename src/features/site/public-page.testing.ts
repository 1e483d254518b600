// Test helper: the part of Astro's page context a public page loader reads, for a request to `path`.
import type { PublicPageContext } from './public-page.server.ts';

export function pageContext(
  services: App.Locals['services'],
  path: string,
  params: Record<string, string | undefined> = {},
): PublicPageContext {
  return { locals: { services, staff: null }, params, url: new URL(path, services.config.siteUrl), response: {} };
}

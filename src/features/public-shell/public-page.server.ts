// The one shape a public page's loader hands its route: the head (SEO meta) for BaseLayout, the props
// of the page's component, and the status and caching, which the loader also sets on the response.
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from '#src/platform/http/http-caching.ts';
import type { PageMeta } from './seo.ts';

/** What a public page loader reads of Astro's page context. */
export interface PublicPageContext {
  locals: App.Locals;
  params: Record<string, string | undefined>;
  url: URL;
  response: { status?: number; headers: Headers };
  /** The request itself, for the few pages that look at the visitor's staff session (article previews). */
  request?: Request;
}

export interface PublicPage<Props> {
  meta: PageMeta;
  props: Props;
  status: number;
}

/** A path as a header may carry it: escaped where a URL escapes it. */
function canonicalAddress(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  return `${url.pathname}${url.search}`;
}

/**
 * The page with its status (200 unless given) set on the response. Public pages are the same for every
 * visitor and are cached (by this server's page cache and any CDN); a page made for one visitor (a
 * form with its own stamp, a thank-you naming them) says `cache: 'private'`.
 */
export function publicPage<Props>(
  astro: Pick<PublicPageContext, 'response'>,
  page: { meta: PageMeta; props: Props; status?: number; cache?: 'public' | 'private' },
): PublicPage<Props> {
  const { cache = 'public', ...rest } = page;
  const status = rest.status ?? 200;
  astro.response.status = status;
  astro.response.headers.set('Cache-Control', cache === 'public' ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_NO_STORE);
  // The page's own address (its canonical link): the page cache keeps a copy only under it, so made-up
  // parameters (`?page=1000`, `?category=x`) are answered but never stored.
  if (cache === 'public' && status === 200) astro.response.headers.set('Content-Location', canonicalAddress(rest.meta.path));
  return { ...rest, status };
}

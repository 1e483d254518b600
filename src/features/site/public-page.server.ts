// The one shape a public page's loader hands its route: the head (SEO meta) for BaseLayout, the props
// of the page's component, and the status, which the loader also sets on the response.
import type { PageMeta } from './seo.ts';

/** What a public page loader reads of Astro's page context. */
export interface PublicPageContext {
  locals: App.Locals;
  params: Record<string, string | undefined>;
  url: URL;
  response: { status?: number };
}

export interface PublicPage<Props> {
  meta: PageMeta;
  props: Props;
  status: number;
}

/** The page with its status (200 unless given) set on the response. */
export function publicPage<Props>(
  astro: Pick<PublicPageContext, 'response'>,
  page: { meta: PageMeta; props: Props; status?: number },
): PublicPage<Props> {
  const status = page.status ?? 200;
  astro.response.status = status;
  return { ...page, status };
}

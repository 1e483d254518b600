// /search?q=…: the server-rendered results page (works without JavaScript, noindex): a page of twelve
// results of one category or all, and for a search that found nothing, the newest insights and the
// categories to try. A submitted search (its first page) is counted in the analytics; a flood from one
// address is refused with 429 like GET /api/search.
import { countSearch } from '../analytics/search-terms.server.ts';
import { listPublishedCategories, listPublishedInsightSummaries } from '../insights/insights.server.ts';
import { insightsListPath } from '../insights/public-page.server.ts';
import type { InsightSummary } from '../insights/types.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { readSearchRequest, type SearchRequest, searchPath } from './request.ts';
import type { SearchAnswer } from './search-index.server.ts';
import { SEARCH_MESSAGES } from './site-search.server.ts';

/** How many of the newest insights a search that found nothing suggests. */
export const SUGGESTED_INSIGHTS = 3;

export interface SearchPageProps {
  request: SearchRequest;
  answer: SearchAnswer | null;
  /** The categories with live insights: the filter's choices, and the ones to try after no results. */
  categories: { value: string; label: string; href: string }[];
  /** The newest insights, shown when the search found nothing. */
  suggestions: InsightSummary[];
  /** The refusal shown instead of results (too many searches). */
  refusal: string | null;
}

export async function loadSearchPage(astro: PublicPageContext & { request: Request }) {
  const { services, clientAddress } = astro.locals;
  const { db } = services.database;
  const request = readSearchRequest(astro.url.searchParams);
  const meta = {
    title: request.query ? `Search results for “${request.query}”` : 'Search',
    description: 'Search the articles and pages of the site.',
    keywords: [],
    path: request.query ? searchPath(request) : '/search',
    noindex: true,
  };
  const categories = (await listPublishedCategories(db)).map((entry) => ({ ...entry, href: insightsListPath(entry.value, 1) }));
  if (request.query && !services.search.limiter.hit(clientAddress)) {
    return publicPage<SearchPageProps>(astro, {
      status: 429,
      cache: 'private',
      meta,
      props: { request, answer: null, categories, suggestions: [], refusal: SEARCH_MESSAGES.tooMany },
    });
  }
  const answer = request.query ? await services.search.index.search(request.query, request) : null;
  if (answer && request.page === 1) {
    await countSearch(services.analytics, {
      query: request.query,
      total: answer.total,
      request: astro.request,
      clientAddress,
      auth: services.auth,
    });
  }
  const suggestions = answer?.total === 0 ? await listPublishedInsightSummaries(db, SUGGESTED_INSIGHTS) : [];
  return publicPage<SearchPageProps>(astro, { meta, props: { request, answer, categories, suggestions, refusal: null } });
}

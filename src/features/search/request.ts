// The one reading of a search's address (query cut to its length, a known category, a page number)
// the /search page and GET /api/search both answer from, and the address of a page of results.
import { INSIGHT_CATEGORY_VALUES } from '../insights/schema.ts';
import { cutQuery } from './terms.ts';

export interface SearchRequest {
  /** The query cut to QUERY_MAX_LENGTH characters. */
  query: string;
  /** A known insight category, else null (all). */
  category: string | null;
  page: number;
}

/** ?q=…&category=…&page=… as a search: an unknown category searches everything, a bad page number is page 1. */
export function readSearchRequest(params: URLSearchParams): SearchRequest {
  const asked = params.get('category');
  const page = Number(params.get('page') ?? '1');
  return {
    query: cutQuery(params.get('q') ?? ''),
    category: asked && INSIGHT_CATEGORY_VALUES.includes(asked) ? asked : null,
    page: Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1,
  };
}

/** The address of a page of results. */
export function searchPath({ query, category, page }: SearchRequest): string {
  const params = new URLSearchParams({ q: query });
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

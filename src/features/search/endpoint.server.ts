// GET /api/search?q=…&category=…&page=…: the results as you type, in JSON, cacheable like a page for a
// short time (the same answer for every visitor until content changes); a flood from one address gets
// 429. Counted in the analytics only when submitted (the /search page), not every keystroke.

import { PUBLIC_PAGE_CACHE_CONTROL } from '#src/platform/http/http-caching.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { readSearchRequest } from './request.ts';
import { SEARCH_MESSAGES, type SiteSearch } from './site-search.server.ts';

export async function searchResponse(url: URL, clientAddress: string, search: SiteSearch, now = Date.now()): Promise<Response> {
  if (!search.limiter.hit(clientAddress, now)) {
    return jsonResponse({ message: SEARCH_MESSAGES.tooMany }, 429, {
      'Retry-After': String(search.limiter.retryAfterSeconds(now)),
    });
  }
  const request = readSearchRequest(url.searchParams);
  const answer = request.query
    ? await search.index.search(request.query, request)
    : { hits: [], total: 0, page: 1, pageCount: 1 };
  return jsonResponse(
    { query: request.query, total: answer.total, page: answer.page, pageCount: answer.pageCount, results: answer.hits },
    200,
    { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
  );
}

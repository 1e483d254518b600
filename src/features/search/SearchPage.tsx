// The /search page (server-rendered, no island): the query and category form, the results with their
// marked titles and snippets, the pages of twelve, and for a search that found nothing, the newest
// insights and the categories to try.
import { formatAustralianDate } from '../insights/format.ts';
import { QUERY_MAX_LENGTH } from './limits.ts';
import Marked from './Marked.tsx';
import type { SearchPageProps } from './public-page.server.ts';
import { type SearchRequest, searchPath } from './request.ts';

export const SEARCH_PAGE_TEXT = {
  heading: 'Search',
  label: 'Search articles and pages',
  allCategories: 'All categories',
  prompt: 'Type a word or two to search the articles and pages.',
  noResults: (query: string) => `No results for “${query}”`,
  tryRecent: 'The newest insights',
  tryCategories: 'Or browse a category',
  found: (total: number, query: string) => `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`,
} as const;

const input = 'rounded-md border border-slate-400 px-3 py-2 text-slate-900';
const pageLink = 'rounded-md border border-slate-300 px-4 py-2 font-semibold text-brand-800 hover:bg-slate-50';

function Pages({ request, pageCount }: { request: SearchRequest; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (page: number) => searchPath({ ...request, page });
  return (
    <nav aria-label="Search result pages" className="mt-10 flex items-center justify-center gap-4 text-sm">
      {request.page > 1 && (
        <a href={href(request.page - 1)} rel="prev" className={pageLink}>
          Previous
        </a>
      )}
      <span className="text-slate-700" aria-current="page">
        Page {request.page} of {pageCount}
      </span>
      {request.page < pageCount && (
        <a href={href(request.page + 1)} rel="next" className={pageLink}>
          Next
        </a>
      )}
    </nav>
  );
}

export default function SearchPage({ request, answer, categories, suggestions, refusal }: SearchPageProps) {
  const shown = answer ? { ...request, page: answer.page } : request;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-brand-900">{SEARCH_PAGE_TEXT.heading}</h1>
      <search aria-label="Search results">
        <form action="/search" method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
            {SEARCH_PAGE_TEXT.label}
            <input type="search" name="q" defaultValue={request.query} maxLength={QUERY_MAX_LENGTH} className={input} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Category
            <select name="category" defaultValue={request.category ?? ''} className={input}>
              <option value="">{SEARCH_PAGE_TEXT.allCategories}</option>
              {categories.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
            Search
          </button>
        </form>
      </search>
      {refusal && (
        <p role="alert" className="mt-8 text-red-800">
          {refusal}
        </p>
      )}
      {!answer && !refusal && <p className="mt-8 text-slate-700">{SEARCH_PAGE_TEXT.prompt}</p>}
      {answer && answer.total > 0 && (
        <>
          <p className="mt-8 text-slate-700">{SEARCH_PAGE_TEXT.found(answer.total, request.query)}</p>
          <ol className="mt-6 space-y-8">
            {answer.hits.map((hit) => (
              <li key={hit.url + hit.section}>
                <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                  {hit.categoryLabel}
                  {hit.date && (
                    <>
                      {' · '}
                      <time dateTime={hit.date}>{formatAustralianDate(hit.date)}</time>
                    </>
                  )}
                </p>
                <h2 className="mt-1 font-serif text-xl font-semibold">
                  <a href={hit.url} className="text-brand-900 underline-offset-2 hover:underline">
                    <Marked parts={hit.titleMarked} />
                  </a>
                </h2>
                {hit.section && <p className="text-sm text-slate-600">{hit.section}</p>}
                <p className="mt-2 text-slate-700">
                  <Marked parts={hit.snippet} />
                </p>
              </li>
            ))}
          </ol>
          <Pages request={shown} pageCount={answer.pageCount} />
        </>
      )}
      {answer && answer.total === 0 && (
        <div className="mt-8">
          <h2 className="font-serif text-2xl font-semibold text-brand-900">{SEARCH_PAGE_TEXT.noResults(request.query)}</h2>
          {suggestions.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold text-slate-900">{SEARCH_PAGE_TEXT.tryRecent}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {suggestions.map((insight) => (
                  <li key={insight.id}>
                    <a href={`/resources/insights/${insight.id}`} className="text-brand-800 underline">
                      {insight.title}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {categories.length > 0 && (
            <>
              <h3 className="mt-6 font-semibold text-slate-900">{SEARCH_PAGE_TEXT.tryCategories}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {categories.map((category) => (
                  <li key={category.value}>
                    <a
                      href={category.href}
                      className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-brand-800"
                    >
                      {category.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

// One page of an admin list searched, filtered and paged on the server (insights, enquiries): the
// newest request's answer wins however the answers arrive, the search waits for a pause in typing,
// and any change of filter goes back to page 1.
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { notifyError } from '#src/ui/Toaster.tsx';

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DELAY_MS = 300;

export function useServerList<Filters extends { search: string }, Page>({
  initialFilters,
  urlFor,
  loadFailed,
}: {
  initialFilters: Filters;
  /** The list endpoint's address for these filters and page number. */
  urlFor: (filters: Filters, pageNumber: number) => string;
  /** The toast when a page cannot be loaded (the server's own message wins). */
  loadFailed: string;
}) {
  const [filters, setFilters] = useState(initialFilters);
  const [searchText, setSearchText] = useState(initialFilters.search);
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const url = urlFor(filters, pageNumber);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const answer = await requestJson<Page>(url);
      if (ticket === latest.current) setPage(answer);
    } catch (error) {
      if (ticket === latest.current) notifyError(serverMessageOr(error, loadFailed));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [url, loadFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const search = searchText.trim();
      setFilters((current) => (current.search === search ? current : { ...current, search }));
      setPageNumber(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  /** A select's value: its options are the filter's own values, and the server checks it again. */
  const setFilter = useCallback((name: Exclude<keyof Filters, 'search'>, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPageNumber(1);
  }, []);

  const clearFilters = useCallback(() => {
    setSearchText(initialFilters.search);
    setFilters(initialFilters);
    setPageNumber(1);
  }, [initialFilters]);

  return { filters, setFilter, clearFilters, searchText, setSearchText, pageNumber, setPageNumber, page, loading, load };
}

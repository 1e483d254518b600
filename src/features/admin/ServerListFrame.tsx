// The frame of a list the server pages through (insights, enquiries): the filter bar with Refresh,
// the "Showing X of Y" counter, the loading and Try Again states, the page's content and pagination.
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { EmptyState } from '#src/ui/EmptyState.tsx';
import { FilterBar, FilterChips, type SelectFilter } from '#src/ui/FilterBar.tsx';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { Pagination } from '#src/ui/Pagination.tsx';
import { ResultCounter } from '#src/ui/ResultCounter.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';

/** What the frame needs of `useServerList`. */
export interface ServerList<Page> {
  searchText: string;
  setSearchText: (text: string) => void;
  setPageNumber: (page: number) => void;
  page: Page | null;
  loading: boolean;
  load: () => Promise<void>;
}

export function ServerListFrame<Page extends { page: number; pageCount: number }>({
  list,
  filterLabel,
  searchPlaceholder,
  filters,
  filterActions,
  chips = false,
  counter,
  loadingLabel,
  loadFailed,
  contentClassName,
  pagination,
  footer,
  children,
}: {
  list: ServerList<Page>;
  /** Names the search landmark ('Filter insights'). */
  filterLabel: string;
  searchPlaceholder: string;
  filters: SelectFilter[];
  /** Buttons after Refresh (Clear). */
  filterActions?: ReactNode;
  /** Show the active filters as removable chips under the bar. */
  chips?: boolean;
  counter: (page: Page) => { shown: number; total: number; noun: string };
  loadingLabel: string;
  /** Said, with Try Again, when the first page could not be loaded. */
  loadFailed: string;
  contentClassName?: string;
  pagination: { label: string; className: string };
  /** Below the pagination (the retention panel). */
  footer?: (page: Page) => ReactNode;
  children: (page: Page) => ReactNode;
}) {
  const hydrated = useHydrated();
  const { page, loading, load } = list;
  const count = page && counter(page);
  return (
    <>
      <div className="space-y-4 p-5">
        <FilterBar
          label={filterLabel}
          search={{ label: 'Search', placeholder: searchPlaceholder, value: list.searchText, onChange: list.setSearchText }}
          filters={filters}
          actions={
            <>
              <Button variant="outline" onClick={() => void load()} disabled={!hydrated || loading}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Refresh
              </Button>
              {filterActions}
            </>
          }
        />
        {chips && <FilterChips filters={filters} />}
        {count && <ResultCounter shown={count.shown} total={count.total} noun={count.noun} />}
      </div>
      {page === null ? (
        loading ? (
          <LoadingState label={loadingLabel} />
        ) : (
          <EmptyState message={loadFailed}>
            <Button variant="outline" onClick={() => void load()}>
              Try Again
            </Button>
          </EmptyState>
        )
      ) : (
        <div aria-busy={loading || undefined} className={contentClassName}>
          {children(page)}
          <Pagination
            className={pagination.className}
            label={pagination.label}
            page={page.page}
            pageCount={page.pageCount}
            disabled={loading}
            onPageChange={list.setPageNumber}
          />
          {footer?.(page)}
        </div>
      )}
    </>
  );
}

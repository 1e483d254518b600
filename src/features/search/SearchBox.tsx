// The header's search box, on every public page: without JavaScript a plain GET form to /search; as
// an island, the first results as you type (GET /api/search), `/` or Ctrl+K (⌘K) to focus it, Escape
// to close the results and the down arrow to reach them.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { QUERY_MAX_LENGTH } from './limits.ts';
import Marked from './Marked.tsx';
import type { SearchHit } from './search-index.server.ts';

/** Results shown under the box; the rest are a link away. */
const SHOWN = 5;
/** Wait for a pause in typing before asking. */
const TYPING_PAUSE_MS = 150;

type Found = { query: string; total: number; results: SearchHit[] };

/** `/` (outside a field) or Ctrl+K / ⌘K: the shortcut to the search box. */
function isShortcut(event: globalThis.KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  const target = event.target as HTMLElement | null;
  const typing = target?.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target?.tagName ?? '');
  return event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export default function SearchBox() {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const asked = query.trim();
    if (asked.length < 2) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?${new URLSearchParams({ q: asked })}`, { signal: controller.signal });
        if (response.ok) setFound((await response.json()) as Found);
      } catch {
        // Offline or aborted by the next keystroke: the form still submits to /search.
      }
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      // Focus first: focusing the box opens the results, and Escape closes them after.
      input.current?.focus();
      setOpen(false);
    } else if (event.key === 'ArrowDown' && event.target === input.current) {
      const first = panel.current?.querySelector('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const showing = open && found !== null && found.query === query.trim();
  return (
    <search
      aria-label="Site"
      className="relative"
      onKeyDown={onKeyDown}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form action="/search" method="get">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search the site
        </label>
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          maxLength={QUERY_MAX_LENGTH}
          placeholder="Search"
          autoComplete="off"
          aria-keyshortcuts="/ Control+K"
          aria-describedby={`${id}-status`}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm text-slate-900"
        />
      </form>
      <p id={`${id}-status`} aria-live="polite" className="sr-only">
        {showing ? `${found.total} ${found.total === 1 ? 'result' : 'results'}` : ''}
      </p>
      {showing && (
        <div
          ref={panel}
          className="absolute right-0 z-50 mt-1 w-80 max-w-[90vw] rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg"
        >
          {found.total === 0 ? (
            <p className="p-2 text-slate-700">No results for “{found.query}”</p>
          ) : (
            <ul>
              {found.results.slice(0, SHOWN).map((hit) => (
                <li key={hit.url + hit.section}>
                  <a href={hit.url} className="block rounded p-2 hover:bg-slate-50 focus-visible:bg-slate-100">
                    <span className="block font-semibold text-brand-900">
                      <Marked parts={hit.titleMarked} />
                    </span>
                    <span className="block text-xs text-slate-600">{hit.section || hit.categoryLabel}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <a
            href={`/search?${new URLSearchParams({ q: found.query })}`}
            className="block rounded p-2 font-semibold text-brand-700 hover:bg-slate-50"
          >
            All results
          </a>
        </div>
      )}
    </search>
  );
}

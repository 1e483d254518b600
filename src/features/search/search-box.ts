// The search box's behaviour in the browser (SearchBox.astro renders the plain form): the first results as
// you type from GET /api/search, `/` or Ctrl+K (⌘K) to focus the box, Escape to close the results and the down
// arrow to reach them. Loaded by BaseLayout.astro after the page (the header's scripts). Results are built as
// text nodes, matched words in <mark>: nothing from an article is read as markup.
export {};

interface Hit {
  url: string;
  titleMarked: string[];
  section: string;
  categoryLabel: string;
}

/** Results shown under the box; the rest are a link away. */
const SHOWN = 5;
const box = document.querySelector<HTMLElement>('[data-site-search]');
const input = box?.querySelector('input');
// The results' panel is made here, not in the markup: its bytes stay out of every page's first round trip.
const panel = document.createElement('div');
panel.className =
  'absolute right-0 z-50 mt-1 w-80 max-w-[90vw] rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg';
panel.hidden = true;
// The count of results, read out as they change: made here for the same reason, before any result.
const status = document.createElement('p');
status.id = 'site-search-status';
status.className = 'sr-only';
status.setAttribute('aria-live', 'polite');
input?.setAttribute('aria-describedby', status.id);
// Only this script gives the box its shortcuts and its own results (in place of the browser's past entries).
input?.setAttribute('aria-keyshortcuts', '/ Control+K');
input?.setAttribute('autocomplete', 'off');
box?.append(status, panel);
if (box && input && status && panel) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | undefined;
  const close = () => {
    panel.hidden = true;
  };
  const element = (tag: string, className: string, ...children: (Node | string)[]) => {
    const node = document.createElement(tag);
    node.className = className;
    node.append(...children);
    return node;
  };
  const link = (href: string, ...children: (Node | string)[]) => {
    const node = element('a', 'block rounded p-2 hover:bg-slate-50 focus-visible:bg-slate-100', ...children);
    node.setAttribute('href', href);
    return node;
  };
  // Every second part is a matched word (features/search/snippet.ts).
  const marked = (parts: string[]) => parts.map((part, index) => (index % 2 ? element('mark', '', part) : part));
  const show = (query: string, total: number, hits: Hit[]) => {
    status.textContent = `${total} ${total === 1 ? 'result' : 'results'}`;
    const list = hits
      .slice(0, SHOWN)
      .map((hit) =>
        element(
          'li',
          '',
          link(
            hit.url,
            element('span', 'block font-semibold text-brand-900', ...marked(hit.titleMarked)),
            element('span', 'block text-xs text-slate-600', hit.section || hit.categoryLabel),
          ),
        ),
      );
    const all = link(`/search?${new URLSearchParams({ q: query })}`, 'All results');
    all.classList.add('font-semibold', 'text-brand-700');
    panel.replaceChildren(
      total ? element('ul', '', ...list) : element('p', 'p-2 text-slate-700', `No results for “${query}”`),
      all,
    );
    panel.hidden = false;
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    asking?.abort();
    const query = input.value.trim();
    if (query.length < 2) return close();
    // A pause in typing before asking; a newer keystroke cancels the question.
    timer = setTimeout(async () => {
      asking = new AbortController();
      try {
        const answer = await fetch(`/api/search?${new URLSearchParams({ q: query })}`, { signal: asking.signal });
        const found = (await answer.json()) as { total: number; results: Hit[] };
        if (answer.ok && input.value.trim() === query) show(query, found.total, found.results);
      } catch {
        // Offline or cancelled: the form still submits to /search.
      }
    }, 150);
  });
  input.addEventListener('focus', () => {
    if (panel.firstChild && input.value.trim().length >= 2) panel.hidden = false;
  });
  box.addEventListener('focusout', (event) => {
    if (!box.contains(event.relatedTarget as Node | null)) close();
  });
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      // Focus first: focusing the box shows its results again.
      input.focus();
      close();
    } else if (event.key === 'ArrowDown' && event.target === input && !panel.hidden) {
      event.preventDefault();
      panel.querySelector('a')?.focus();
    }
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    const shortcut =
      ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
      (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey);
    if (!shortcut) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
  box.dataset.ready = '';
}

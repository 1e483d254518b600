// The names by which a page says it is shown (page-shown.ts), apart from the script that says it, so
// what waits for it (the client:shown directive) carries the names only.

/** Dispatched on `window` once the page is shown; `window[PAGE_SHOWN_FLAG]` is true from then on. */
export const PAGE_SHOWN_EVENT = 'page-shown';
export const PAGE_SHOWN_FLAG = 'pageShown';

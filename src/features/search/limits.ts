// The search's one limit the browser's box shares with the server (kept apart so the box's island
// bundles nothing else of the search).

/** The longest query searched: a longer one is cut to this many characters, and the box shows the cut query. */
export const QUERY_MAX_LENGTH = 200;

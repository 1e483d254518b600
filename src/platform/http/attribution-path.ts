// A site address as lead attribution keeps it: the path and its campaign tags, nothing the visitor
// could have carried in it. Used where an enquiry's pages are stored and by the migration that
// cleaned the pages stored before (027).

/** The only query parameters a stored path keeps: the campaign tags, never a visitor's own values. */
export const KEPT_PATH_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/**
 * The path and its UTM tags only. Every other parameter and the fragment are dropped, as an address
 * can carry an e-mail, a phone number or a token (`/about?email=…&token=…` is kept as `/about`).
 */
export function attributionPath(value: string): string {
  const [pathAndQuery = ''] = value.split('#', 1);
  const queryStart = pathAndQuery.indexOf('?');
  if (queryStart < 0) return pathAndQuery;
  const query = new URLSearchParams(pathAndQuery.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const name of KEPT_PATH_PARAMETERS) {
    const tag = query.get(name);
    if (tag) kept.set(name, tag);
  }
  const path = pathAndQuery.slice(0, queryStart);
  const tags = kept.toString();
  return tags ? `${path}?${tags}` : path;
}

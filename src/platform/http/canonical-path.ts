// The one form of a URL path the site answers under, shared by the server (which moves a request to
// it, platform/http/site-server.ts), the page cache (which keys pages by it) and redirects (which match by it).
/** What a path in canonical form never holds: escapes, dot or empty segments, backslashes. */
const MAYBE_NOT_CANONICAL = /%|\/\.|\/\/|\\/;
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * The path in the one form the site answers under: escapes of unreserved characters decoded once (the
 * others in upper case), no `.` or `..` segments, no empty segments, and a backslash escaped (browsers
 * read `/\host` as another site). A path is canonical when this returns it unchanged.
 */
export function canonicalPath(path: string): string {
  if (!MAYBE_NOT_CANONICAL.test(path)) return path;
  const decoded = path
    .replace(/%[0-9a-fA-F]{2}/g, (percentEscape) => {
      const character = String.fromCharCode(Number.parseInt(percentEscape.slice(1), 16));
      return UNRESERVED.test(character) ? character : percentEscape.toUpperCase();
    })
    .replaceAll('\\', '%5C');
  const parts = decoded.split('/');
  const segments: string[] = [];
  for (const part of parts) {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
  }
  const last = parts.at(-1);
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}

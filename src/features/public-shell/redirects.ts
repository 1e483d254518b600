// Old short paths that still work: they redirect to where the page lives now.

export const permanentRedirects: Record<string, string> = {
  '/insights': '/resources/insights',
  '/images': '/admin/images',
  '/team': '/admin/team',
  '/users': '/admin/users',
};

/** The redirect target for a path (a trailing slash is ignored), or null. */
export function findRedirect(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return permanentRedirects[path] ?? null;
}

// /api/admin/redirects/export: every redirect as CSV (GET); rules in features/redirects.
export { exportRedirects as GET } from '#src/features/redirects/redirect-endpoints.server.ts';

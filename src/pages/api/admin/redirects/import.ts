// /api/admin/redirects/import: a CSV of redirects, all or nothing (POST); rules in features/redirects.
export { importRedirectsEndpoint as POST } from '#src/features/redirects/redirect-endpoints.server.ts';

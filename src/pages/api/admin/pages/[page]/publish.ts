// /api/admin/pages/:page/publish: the copy published (POST); rules in features/pages.
export { publishPage as POST } from '#src/features/pages/page-endpoints.server.ts';

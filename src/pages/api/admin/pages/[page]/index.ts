// /api/admin/pages/:page: one page's copy and draft (GET), a draft save (PUT); rules in features/pages.
export { getPage as GET, putPageDraft as PUT } from '#src/features/pages/page-endpoints.server.ts';

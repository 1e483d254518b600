// /api/admin/redirects/:id: edit (PATCH) and delete (DELETE) one redirect; rules in features/redirects.
export { editRedirect as PATCH, removeRedirect as DELETE } from '#src/features/redirects/redirect-endpoints.server.ts';

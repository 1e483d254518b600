// /api/admin/redirects: the list (GET) and a new redirect (POST); rules in features/redirects.
export {
  addRedirect as POST,
  listRedirectsEndpoint as GET,
} from '#src/features/redirects/redirect-endpoints.server.ts';

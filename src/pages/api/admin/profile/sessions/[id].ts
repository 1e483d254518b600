// /api/admin/profile/sessions/:id: sign out one of the member's other sessions (DELETE).
export { endOneSession as DELETE } from '#src/features/profile/profile-endpoints.server.ts';

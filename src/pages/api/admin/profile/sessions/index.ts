// /api/admin/profile/sessions: the member's active sessions (GET); sign out all the others (DELETE).
export { endOtherSessions as DELETE, listSessions as GET } from '#src/features/profile/profile-endpoints.server.ts';

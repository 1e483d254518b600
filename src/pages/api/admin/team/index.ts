// /api/admin/team: the members in display order (GET) and "Add Team Member" (POST); rules in features/team.
export { addMember as POST, listTeam as GET } from '#src/features/team/team-endpoints.server.ts';

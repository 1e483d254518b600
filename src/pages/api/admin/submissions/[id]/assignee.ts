// /api/admin/submissions/:id/assignee: give the enquiry to a staff member, or to nobody (PUT).
export { assignSubmissionEndpoint as PUT } from '#src/features/submissions/submission-endpoints.server.ts';

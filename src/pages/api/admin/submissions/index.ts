// /api/admin/submissions: one page of the enquiries, searched and filtered (GET); rules in features/submissions.
export { listSubmissionsEndpoint as GET } from '#src/features/submissions/submission-endpoints.server.ts';

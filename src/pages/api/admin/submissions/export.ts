// /api/admin/submissions/export: the enquiries matching the list's filters as a CSV download (GET).
export { exportSubmissionsEndpoint as GET } from '#src/features/submissions/submission-endpoints.server.ts';

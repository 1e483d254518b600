// /api/admin/submissions/purge: delete for good the enquiries older than ENQUIRY_RETENTION_DAYS (POST).
export { purgeSubmissionsEndpoint as POST } from '#src/features/submissions/submission-endpoints.server.ts';

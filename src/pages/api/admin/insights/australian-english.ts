// /api/admin/insights/australian-english: the bulk conversion of every insight (editors and admins).
export { convertAllEndpoint as POST } from '#src/features/insights/insight-endpoints.server.ts';

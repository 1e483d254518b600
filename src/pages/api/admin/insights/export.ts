// /api/admin/insights/export: the CSV download of the insights matching the list's filters.
export { exportInsightsEndpoint as GET } from '#src/features/insights/insight-endpoints.server.ts';

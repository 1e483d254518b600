// GET /api/admin/analytics: the analytics screen's report for a range; rules in features/analytics.
export { analyticsReportEndpoint as GET } from '#src/features/analytics/analytics-endpoints.server.ts';

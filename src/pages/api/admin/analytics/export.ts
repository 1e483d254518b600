// GET /api/admin/analytics/export: one table of the analytics screen as CSV; rules in features/analytics.
export { exportAnalyticsEndpoint as GET } from '#src/features/analytics/analytics-endpoints.server.ts';

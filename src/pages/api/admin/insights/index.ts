// /api/admin/insights: the paged, filtered list (GET) and a new insight (POST); rules in features/insights.
export {
  createInsightEndpoint as POST,
  listInsightsEndpoint as GET,
} from '#src/features/insights/insight-endpoints.server.ts';

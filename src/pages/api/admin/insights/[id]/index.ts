// /api/admin/insights/:id: one insight (GET), save the form (PUT), delete (DELETE, admins only).
export {
  deleteInsightEndpoint as DELETE,
  getInsightEndpoint as GET,
  updateInsightEndpoint as PUT,
} from '#src/features/insights/insight-endpoints.server.ts';

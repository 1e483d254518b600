// /api/admin/webhooks: the endpoints (GET) and a new one (POST); rules in features/webhooks.
export {
  addWebhookEndpoint as POST,
  listWebhookEndpoints as GET,
} from '#src/features/webhooks/webhook-endpoints.server.ts';

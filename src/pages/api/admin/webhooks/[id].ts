// /api/admin/webhooks/:id: edit (PATCH) and delete (DELETE) one endpoint; rules in features/webhooks.
export {
  editWebhookEndpoint as PATCH,
  removeWebhookEndpoint as DELETE,
} from '#src/features/webhooks/webhook-endpoints.server.ts';

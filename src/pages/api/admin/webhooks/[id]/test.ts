// /api/admin/webhooks/:id/test: a made-up event to this endpoint; rules in features/webhooks.
export { sendWebhookTest as POST } from '#src/features/webhooks/webhook-endpoints.server.ts';

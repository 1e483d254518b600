// /api/admin/webhooks/deliveries/:id/replay: send one delivery's event again now; rules in features/webhooks.
export { replayWebhookDelivery as POST } from '#src/features/webhooks/webhook-endpoints.server.ts';

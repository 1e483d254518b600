// /api/admin/webhooks/:id/deliveries: the newest deliveries with every attempt; rules in features/webhooks.
export { listWebhookDeliveries as GET } from '#src/features/webhooks/webhook-endpoints.server.ts';

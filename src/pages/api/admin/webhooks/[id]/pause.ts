// /api/admin/webhooks/:id/pause: stop sending (deliveries wait); rules in features/webhooks.
export { pauseWebhookEndpoint as POST } from '#src/features/webhooks/webhook-endpoints.server.ts';

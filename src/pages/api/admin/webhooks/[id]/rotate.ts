// /api/admin/webhooks/:id/rotate: a new signing secret, the old one signing too for 24 hours; rules in features/webhooks.
export { rotateWebhookSecret as POST } from '#src/features/webhooks/webhook-endpoints.server.ts';

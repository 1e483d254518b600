// /api/admin/webhooks/:id/resume: send again, held deliveries at once; rules in features/webhooks.
export { resumeWebhookEndpoint as POST } from '#src/features/webhooks/webhook-endpoints.server.ts';

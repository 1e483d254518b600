// The Webhooks endpoints under /api/admin/webhooks, admins only: the list and a new endpoint, edit and
// delete, rotate, pause, resume, a test event, an endpoint's deliveries, and Replay. Changes here show
// on no public page, so the page caches keep what they hold. What queues a delivery wakes this
// process's webhook worker, so it goes out at once.
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireWebhookAdmin } from './access.ts';
import { listDeliveries, replayDelivery, sendTestEvent } from './delivery-log.server.ts';
import { TestEventSchema, WEBHOOK_MESSAGES, WebhookEndpointSchema } from './schema.ts';
import { wakeWebhookWorker } from './webhook-worker.server.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  pauseEndpoint,
  resumeEndpoint,
  rotateSecret,
  updateEndpoint,
} from './webhooks.server.ts';

const endpointId = (params: Record<string, string | undefined>) => idParam(params, WEBHOOK_MESSAGES.notFound);

/** GET /api/admin/webhooks: every endpoint (never a secret). */
export const listWebhookEndpoints = adminEndpoint({
  policy: requireWebhookAdmin,
  handle: async ({ services }) => jsonResponse({ endpoints: await listEndpoints(services.database.db) }),
});

/** POST /api/admin/webhooks: a new endpoint; its secret is in this answer and no other. */
export const addWebhookEndpoint = adminEndpoint({
  policy: requireWebhookAdmin,
  changesContent: false,
  handle: async ({ request, staff, services }) => {
    const values = await readJsonBody(request, WebhookEndpointSchema);
    return jsonResponse(await createEndpoint(services.webhooks, staff, values), 201);
  },
});

/** PATCH /api/admin/webhooks/:id: address, description and events. */
export const editWebhookEndpoint = adminEndpoint({
  policy: requireWebhookAdmin,
  changesContent: false,
  handle: async ({ request, params, staff, services }) => {
    const id = endpointId(params);
    const values = await readJsonBody(request, WebhookEndpointSchema);
    return jsonResponse({ endpoint: await updateEndpoint(services.webhooks, staff, id, values) });
  },
});

/** DELETE /api/admin/webhooks/:id, with its delivery log. */
export const removeWebhookEndpoint = adminEndpoint({
  policy: requireWebhookAdmin,
  changesContent: false,
  handle: async ({ params, staff, services }) => {
    await deleteEndpoint(services.database, staff, endpointId(params));
    return jsonResponse({ deleted: true });
  },
});

/** POST /api/admin/webhooks/:id/rotate: a new secret, in this answer only. */
export const rotateWebhookSecret = adminEndpoint({
  policy: requireWebhookAdmin,
  changesContent: false,
  handle: async ({ params, staff, services }) => jsonResponse(await rotateSecret(services.database, staff, endpointId(params))),
});

/** POST /api/admin/webhooks/:id/pause. */
export const pauseWebhookEndpoint = adminEndpoint({
  policy: requireWebhookAdmin,
  changesContent: false,
  handle: async ({ params, staff, services }) =>
    jsonResponse({ endpoint: await pauseEndpoint(services.database, staff, endpointId(params)) }),
});

/** POST /api/admin/webhooks/:id/resume: held deliveries go at once. */
export const resumeWebhookEndpoint = adminEndpoint({
  policy: requireWebhookAdmin,
  changesContent: false,
  handle: async ({ params, staff, services }) => {
    const endpoint = await resumeEndpoint(services.database, staff, endpointId(params));
    wakeWebhookWorker();
    return jsonResponse({ endpoint });
  },
});

/** POST /api/admin/webhooks/:id/test: a made-up event of the chosen type, to this endpoint alone. */
export const sendWebhookTest = adminEndpoint({
  policy: requireWebhookAdmin,
  changesContent: false,
  handle: async ({ request, params, staff, services }) => {
    const id = endpointId(params);
    const { type } = await readJsonBody(request, TestEventSchema);
    const queued = await sendTestEvent(services.database, staff, id, type);
    wakeWebhookWorker();
    return jsonResponse(queued, 202);
  },
});

/** GET /api/admin/webhooks/:id/deliveries[?before=<delivery id>]: a page of deliveries, newest first, with every attempt. */
export const listWebhookDeliveries = adminEndpoint({
  policy: requireWebhookAdmin,
  handle: async ({ request, params, services }) => {
    const before = new URL(request.url).searchParams.get('before')?.trim() || undefined;
    return jsonResponse(await listDeliveries(services.database.db, endpointId(params), { before }));
  },
});

/** POST /api/admin/webhooks/deliveries/:id/replay: the same event again, now. */
export const replayWebhookDelivery = adminEndpoint({
  policy: requireWebhookAdmin,
  changesContent: false,
  handle: async ({ params, staff, services }) => {
    await replayDelivery(services.database, staff, idParam(params, WEBHOOK_MESSAGES.deliveryNotFound));
    wakeWebhookWorker();
    return jsonResponse({ queued: true }, 202);
  },
});

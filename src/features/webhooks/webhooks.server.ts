// Webhook endpoints as admins manage them: the list, add (the address checked where it resolves, the
// secret answered once), edit, delete, rotate the secret (the old one signs too for 24 hours), pause
// and resume (held deliveries go out on resume). What is sent to them is delivery-log.server.ts's.
// Each change is audited in its transaction; no secret reaches the audit log.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { fieldRefusal, Refusal } from '#src/platform/http/refusal.ts';
import { checkDestination } from '#src/platform/webhooks/address-policy.ts';
import { generateWebhookSecret } from '#src/platform/webhooks/signature.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import type { WebhookSender } from './delivery.server.ts';
import { holdWaitingDeliveries } from './delivery.server.ts';
import { endpointEvents } from './emit.server.ts';
import { WEBHOOK_MESSAGES, type WebhookEndpointValues } from './schema.ts';
import type { WebhookEndpointsTable } from './tables.ts';
import type { AdminWebhookEndpoint, EndpointWithSecret } from './types.ts';

export const auditWebhook = audit({ type: 'webhook_endpoint', actionPrefix: 'webhook' });

/** How long the secret before a rotation keeps signing. */
export const PREVIOUS_SECRET_HOURS = 24;

type EndpointRow = Selectable<WebhookEndpointsTable>;

const iso = (value: Date | string | null) => (value === null ? null : toIsoTimestamp(value));

/** The newest attempt at any of the endpoint's deliveries (an endpoint has few; each is one indexed query). */
async function lastAttemptOf(db: Kysely<Database>, endpointId: string): Promise<AdminWebhookEndpoint['lastAttempt']> {
  const row = await db
    .selectFrom('webhook_attempts as attempt')
    .innerJoin('webhook_deliveries as delivery', 'delivery.id', 'attempt.delivery_id')
    .select(['attempt.attempted_at', 'attempt.status_code', 'attempt.outcome'])
    .where('delivery.endpoint_id', '=', endpointId)
    .orderBy('attempt.attempted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { at: toIsoTimestamp(row.attempted_at), statusCode: row.status_code, outcome: row.outcome } : null;
}

function toAdminEndpoint(
  row: EndpointRow,
  lastAttempt: AdminWebhookEndpoint['lastAttempt'],
  now = new Date(),
): AdminWebhookEndpoint {
  const previousValid = row.previous_secret_expires_at !== null && new Date(row.previous_secret_expires_at) > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: endpointEvents(row.events),
    status: row.status,
    pausedReason: row.paused_reason,
    pausedAt: iso(row.paused_at),
    failingSince: iso(row.failing_since),
    previousSecretExpiresAt: previousValid ? iso(row.previous_secret_expires_at) : null,
    lastAttempt,
    createdAt: toIsoTimestamp(row.created_at),
  };
}

export async function listEndpoints(db: Kysely<Database>): Promise<AdminWebhookEndpoint[]> {
  const rows = await db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').orderBy('id').execute();
  return Promise.all(rows.map(async (row) => toAdminEndpoint(row, await lastAttemptOf(db, row.id))));
}

/** The endpoint, or 404 with the area's message. */
export async function findEndpoint(db: Kysely<Database>, id: string): Promise<EndpointRow> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, WEBHOOK_MESSAGES.notFound);
  return row;
}

async function adminEndpointOf(db: Kysely<Database>, id: string): Promise<AdminWebhookEndpoint> {
  return toAdminEndpoint(await findEndpoint(db, id), await lastAttemptOf(db, id));
}

/** The address as the sender will use it: refused (422 on the field) when it may not be reached. */
async function checkAddress(sender: WebhookSender, url: string): Promise<void> {
  const checked = await checkDestination(url, sender.addressPolicy, sender.resolve);
  if (!checked.ok) throw fieldRefusal('url', checked.message);
}

export async function createEndpoint(
  sender: WebhookSender,
  actor: StaffUser,
  values: WebhookEndpointValues,
): Promise<EndpointWithSecret> {
  await checkAddress(sender, values.url);
  const id = randomUUID();
  const secret = generateWebhookSecret();
  const now = new Date();
  await sender.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_endpoints')
      .values({
        id,
        url: values.url,
        description: values.description,
        events: JSON.stringify(values.events),
        secret,
        previous_secret: null,
        previous_secret_expires_at: null,
        status: 'active',
        paused_reason: null,
        paused_at: null,
        failing_since: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await auditWebhook(trx, actor, 'create', id, { url: values.url, events: values.events.join(', ') });
  });
  return { endpoint: await adminEndpointOf(sender.database.db, id), secret };
}

export async function updateEndpoint(
  sender: WebhookSender,
  actor: StaffUser,
  id: string,
  values: WebhookEndpointValues,
): Promise<AdminWebhookEndpoint> {
  const before = await findEndpoint(sender.database.db, id);
  await checkAddress(sender, values.url);
  await sender.database.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('webhook_endpoints')
      .set({ url: values.url, description: values.description, events: JSON.stringify(values.events), updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new Refusal(404, WEBHOOK_MESSAGES.notFound);
    await auditWebhook(trx, actor, 'update', id, {
      url: values.url,
      events: values.events.join(', '),
      ...(before.url === values.url ? {} : { urlBefore: before.url }),
    });
  });
  return adminEndpointOf(sender.database.db, id);
}

/** Events that no delivery waits on any more: every event has one delivery or more until then. */
function deleteEventsWithoutDeliveries(db: Kysely<Database>) {
  return db
    .deleteFrom('webhook_events')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('webhook_deliveries').select('id').whereRef('webhook_deliveries.event_id', '=', 'webhook_events.id')),
      ),
    )
    .execute();
}

/** The endpoint with its deliveries and their attempts, and the events no other endpoint has. */
export async function deleteEndpoint(database: AppDatabase, actor: StaffUser, id: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, id);
    await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    await deleteEventsWithoutDeliveries(trx);
    await auditWebhook(trx, actor, 'delete', id, { url: before.url });
  });
}

/** A new secret, answered once; the one it replaces keeps signing for PREVIOUS_SECRET_HOURS. */
export async function rotateSecret(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  now = new Date(),
): Promise<EndpointWithSecret> {
  const secret = generateWebhookSecret();
  await database.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, id);
    await trx
      .updateTable('webhook_endpoints')
      .set({
        secret,
        previous_secret: before.secret,
        previous_secret_expires_at: new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3600 * 1000),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await auditWebhook(trx, actor, 'rotate-secret', id, { url: before.url });
  });
  return { endpoint: await adminEndpointOf(database.db, id), secret };
}

/** Stops sending: waiting deliveries are held until it is resumed. */
export async function pauseEndpoint(database: AppDatabase, actor: StaffUser, id: string, now = new Date()) {
  await database.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, id);
    if (before.status === 'paused') throw new Refusal(409, WEBHOOK_MESSAGES.alreadyPaused);
    await trx
      .updateTable('webhook_endpoints')
      .set({ status: 'paused', paused_reason: 'manual', paused_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await holdWaitingDeliveries(trx, id);
    await auditWebhook(trx, actor, 'pause', id, { url: before.url });
  });
  return adminEndpointOf(database.db, id);
}

/** Sends again: every held delivery goes at once, its schedule started afresh. */
export async function resumeEndpoint(database: AppDatabase, actor: StaffUser, id: string, now = new Date()) {
  await database.db.transaction().execute(async (trx) => {
    const before = await findEndpoint(trx, id);
    if (before.status === 'active') throw new Refusal(409, WEBHOOK_MESSAGES.alreadyActive);
    await trx
      .updateTable('webhook_endpoints')
      .set({ status: 'active', paused_reason: null, paused_at: null, failing_since: null, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now })
      .where('endpoint_id', '=', id)
      .where('status', '=', 'paused')
      .execute();
    await auditWebhook(trx, actor, 'resume', id, { url: before.url, reason: before.paused_reason });
  });
  return adminEndpointOf(database.db, id);
}

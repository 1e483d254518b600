// Webhooks' rows of the permission matrix (src/server/permissions.test.ts): admins only, reading too.
// Endpoints are added at a public address given as an IP, so saving needs no name lookup.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { eventBody, newEventId } from './emit.server.ts';
import { insertEndpoint } from './receiver.testing.ts';
import { SAMPLE_EVENT_DATA } from './samples.ts';

const PUBLIC_ADDRESS = 'https://93.184.215.14/hooks/matrix';

/** A fresh endpoint (active, or paused for resume) and one delivered event of it. */
function endpoint(status: 'active' | 'paused' = 'active') {
  return async (db: Kysely<Database>): Promise<Record<string, string>> => {
    const { id } = await insertEndpoint(db, PUBLIC_ADDRESS, { status });
    const now = new Date();
    const event = newEventId();
    await db
      .insertInto('webhook_events')
      .values({
        id: event,
        type: 'enquiry.created',
        body: eventBody('enquiry.created', SAMPLE_EVENT_DATA['enquiry.created'], now),
        subject_id: null,
        created_at: now,
      })
      .execute();
    const delivery = randomUUID();
    await db
      .insertInto('webhook_deliveries')
      .values({
        id: delivery,
        event_id: event,
        endpoint_id: id,
        status: 'delivered',
        attempts: 1,
        next_attempt_at: now,
        created_at: now,
        delivered_at: now,
      })
      .execute();
    return { endpoint: id, delivery };
  };
}

const onEndpoint = { prepare: endpoint(), params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.endpoint ?? '' }) };
const values = () => ({ url: PUBLIC_ADDRESS, description: 'Matrix CRM', events: ['enquiry.created', 'enquiry.updated'] });

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'webhooks/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  { route: 'webhooks/index.ts', method: 'POST', minimumRole: 'admin', successStatus: 201, body: values },
  { route: 'webhooks/[id].ts', method: 'PATCH', minimumRole: 'admin', successStatus: 200, ...onEndpoint, body: values },
  { route: 'webhooks/[id].ts', method: 'DELETE', minimumRole: 'admin', successStatus: 200, ...onEndpoint },
  { route: 'webhooks/[id]/rotate.ts', method: 'POST', minimumRole: 'admin', successStatus: 200, ...onEndpoint },
  { route: 'webhooks/[id]/pause.ts', method: 'POST', minimumRole: 'admin', successStatus: 200, ...onEndpoint },
  {
    route: 'webhooks/[id]/resume.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    ...onEndpoint,
    prepare: endpoint('paused'),
  },
  {
    route: 'webhooks/[id]/test.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 202,
    ...onEndpoint,
    body: () => ({ type: 'enquiry.created' }),
  },
  { route: 'webhooks/[id]/deliveries.ts', method: 'GET', minimumRole: 'admin', successStatus: 200, ...onEndpoint },
  {
    route: 'webhooks/deliveries/[id]/replay.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 202,
    prepare: endpoint(),
    params: ({ ids }) => ({ id: ids.delivery ?? '' }),
  },
];

// The newsletter's rows of the permission matrix (src/server/permissions.test.ts): admins manage
// subscribers (editors and viewers are refused); editors and admins send an insight as a newsletter.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { insertInsight } from '../insights/permission-rows.testing.ts';
import { newToken } from './tokens.server.ts';

/** A fresh subscriber who confirmed a minute ago. */
export async function insertSubscriber(db: Kysely<Database>, email = `${randomUUID()}@example.com.au`): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto('newsletter_subscribers')
    .values({
      id,
      email,
      status: 'subscribed',
      consent_at: new Date(now.getTime() - 60_000),
      consent_source: '/resources/insights',
      consent_wording: 'One e-mail when we publish a new insight.',
      confirmed_at: now,
      unsubscribe_token: newToken(),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const onSubscriber = {
  prepare: async (db: Kysely<Database>) => ({ subscriber: await insertSubscriber(db) }),
  params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.subscriber ?? '' }),
};

const onPublishedInsight = {
  prepare: (db: Kysely<Database>) => insertInsight(db, { status: 'published' }),
  params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.insight ?? '' }),
};

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'insights/[id]/newsletter/index.ts', method: 'GET', minimumRole: 'editor', successStatus: 200, ...onPublishedInsight },
  {
    route: 'insights/[id]/newsletter/index.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 201,
    ...onPublishedInsight,
    body: () => ({ sendAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() }),
  },
  { route: 'insights/[id]/newsletter/test.ts', method: 'POST', minimumRole: 'editor', successStatus: 200, ...onPublishedInsight },
  { route: 'subscribers/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  { route: 'subscribers/export.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'subscribers/import.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    body: () => ({ csv: `email,consent_at\r\n${randomUUID()}@example.com.au,2025-01-31\r\n` }),
    maxBodyBytes: 8 * 1024 * 1024,
  },
  { route: 'subscribers/[id]/unsubscribe.ts', method: 'POST', minimumRole: 'admin', successStatus: 200, ...onSubscriber },
  { route: 'subscribers/[id].ts', method: 'DELETE', minimumRole: 'admin', successStatus: 200, ...onSubscriber },
];

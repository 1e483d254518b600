// Insights Management's rows of the permission matrix (src/server/permissions.test.ts): any staff role
// reads (the history and one version too), editors create, edit, restore and export, only admins delete.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { INSIGHT_BODY_MAX_BYTES } from './insight-endpoints.server.ts';

let made = 0;

/** A fresh draft insight with one saved version, to act on. */
export async function insertInsight(
  db: Kysely<Database>,
  values: Partial<{
    id: string;
    title: string;
    status: 'published' | 'draft';
    date: string;
    category: string;
    publishAt: Date;
    createdAt: Date;
  }> = {},
): Promise<Record<string, string>> {
  made += 1;
  const id = values.id ?? `matrix-insight-${Date.now()}-${made}`;
  const now = values.createdAt ?? new Date();
  const row = {
    title: values.title ?? 'Matrix Insight',
    excerpt: 'A short summary.',
    content: '<p>Body text.</p>',
    category: values.category ?? 'valuation',
    read_time: '5 min read',
    date: values.date ?? '2025-01-01',
    status: values.status ?? ('draft' as const),
    image_url: null,
    author: 'David Calder',
  };
  await db
    .insertInto('insights')
    .values({
      id,
      ...row,
      created_at: now,
      updated_at: now,
      publish_at: values.publishAt ?? new Date(`${row.date}T00:00:00+10:00`),
      search_text: `${row.title}\n${row.excerpt}\nbody text.`.toLowerCase(),
    })
    .execute();
  const revision = randomUUID();
  await db
    .insertInto('insight_revisions')
    .values({
      id: revision,
      insight_id: id,
      version: 1,
      ...row,
      saved_by_id: null,
      saved_by: null,
      reason: 'create',
      created_at: now,
    })
    .execute();
  return { insight: id, revision };
}

export const VALID_INSIGHT = {
  title: 'Selling Your Agency in 2026',
  excerpt: 'What buyers look for.',
  content: '<p>Buyers look at <strong>recurring</strong> revenue.</p>',
  category: 'valuation',
  read_time: '6 min read',
  date: '2026-01-15',
  status: 'draft',
  image_url: '',
};

const onInsight = {
  prepare: (db: Kysely<Database>) => insertInsight(db),
  params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.insight ?? '' }),
};

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'insights/index.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200 },
  {
    route: 'insights/index.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 201,
    body: () => VALID_INSIGHT,
    maxBodyBytes: INSIGHT_BODY_MAX_BYTES,
  },
  { route: 'insights/export.ts', method: 'GET', minimumRole: 'editor', successStatus: 200 },
  { route: 'insights/authors.ts', method: 'GET', minimumRole: 'editor', successStatus: 200 },
  {
    route: 'insights/australian-english.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    prepare: async (db) => {
      const ids = await insertInsight(db);
      await db
        .updateTable('insights')
        .set({ title: 'The color of the organization' })
        .where('id', '=', ids.insight ?? '')
        .execute();
      return ids;
    },
  },
  { route: 'insights/[id]/index.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200, ...onInsight },
  {
    route: 'insights/[id]/index.ts',
    method: 'PUT',
    minimumRole: 'editor',
    successStatus: 200,
    ...onInsight,
    body: () => ({ ...VALID_INSIGHT, title: 'Edited in the matrix' }),
    maxBodyBytes: INSIGHT_BODY_MAX_BYTES,
  },
  { route: 'insights/[id]/index.ts', method: 'DELETE', minimumRole: 'admin', successStatus: 200, ...onInsight },
  { route: 'insights/[id]/revisions/index.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200, ...onInsight },
  {
    route: 'insights/[id]/revisions/[revision]/index.ts',
    method: 'GET',
    minimumRole: 'viewer',
    successStatus: 200,
    prepare: (db) => insertInsight(db),
    params: ({ ids }) => ({ id: ids.insight ?? '', revision: ids.revision ?? '' }),
  },
  {
    route: 'insights/[id]/revisions/[revision]/restore.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    prepare: async (db) => {
      const ids = await insertInsight(db);
      // A restore of the current version changes nothing; an older one to go back to.
      await db
        .updateTable('insights')
        .set({ title: 'Changed since' })
        .where('id', '=', ids.insight ?? '')
        .execute();
      return ids;
    },
    params: ({ ids }) => ({ id: ids.insight ?? '', revision: ids.revision ?? '' }),
  },
];

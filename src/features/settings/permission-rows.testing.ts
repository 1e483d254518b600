// Site Settings' rows of the permission matrix (src/server/permissions.test.ts): admins only, to read
// as to change.
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { FIRM_SETTINGS_KEY } from './settings.server.ts';

let saves = 0;

/** A stored earlier version to restore (the matrix's database is not seeded). */
async function earlierVersion(db: Kysely<Database>): Promise<Record<string, string>> {
  saves += 1;
  const id = `matrix-settings-${Date.now()}-${saves}`;
  const last = await db
    .selectFrom('site_settings_revisions')
    .select(sql<number | null>`max(version)`.as('version'))
    .executeTakeFirst();
  await db
    .insertInto('site_settings_revisions')
    .values({
      id,
      key: FIRM_SETTINGS_KEY,
      version: Number(last?.version ?? 0) + 1,
      value: JSON.stringify({ ...DEFAULT_COMPANY, tagline: `Matrix tagline ${saves}`, notifyEmails: ['matrix@example.com'] }),
      reason: 'update',
      saved_by_id: null,
      saved_by: null,
      created_at: new Date(),
    })
    .execute();
  return { revision: id };
}

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'settings/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'settings/index.ts',
    method: 'PUT',
    minimumRole: 'admin',
    successStatus: 200,
    body: () => ({ ...DEFAULT_COMPANY, tagline: `Matrix tagline ${Date.now()}`, notifyEmails: ['matrix@example.com'] }),
  },
  { route: 'settings/revisions/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'settings/revisions/[id]/restore.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: earlierVersion,
    params: ({ ids }) => ({ id: ids.revision ?? '' }),
  },
];

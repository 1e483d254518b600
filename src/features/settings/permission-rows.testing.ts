// Site Settings' rows of the permission matrix (src/server/permissions.test.ts): admins only, to read
// as to change.
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { DEFAULT_COMPANY } from '../public-shell/company.ts';
import { DEFAULT_PRIVACY_POLICY } from './privacy-default.ts';
import { FIRM_SETTINGS_KEY, PRIVACY_SETTINGS_KEY } from './settings.server.ts';

let saves = 0;

/** A stored earlier version of a document to restore (the matrix's database is not seeded). */
const earlierVersion = (key: string, value: (n: number) => unknown) => async (db: Kysely<Database>) => {
  saves += 1;
  const id = `matrix-settings-${Date.now()}-${saves}`;
  const last = await db
    .selectFrom('site_settings_revisions')
    .select(sql<number | null>`max(version)`.as('version'))
    .where('key', '=', key)
    .executeTakeFirst();
  await db
    .insertInto('site_settings_revisions')
    .values({
      id,
      key,
      version: Number(last?.version ?? 0) + 1,
      value: JSON.stringify(value(saves)),
      reason: 'update',
      saved_by_id: null,
      saved_by: null,
      created_at: new Date(),
    })
    .execute();
  return { revision: id };
};

const firmVersion = earlierVersion(FIRM_SETTINGS_KEY, (n) => ({
  ...DEFAULT_COMPANY,
  tagline: `Matrix tagline ${n}`,
  notifyEmails: ['matrix@example.com'],
}));
const privacyVersion = earlierVersion(PRIVACY_SETTINGS_KEY, (n) => ({ body: `<h2>Matrix ${n}</h2><p>Policy.</p>` }));

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
    prepare: firmVersion,
    params: ({ ids }) => ({ id: ids.revision ?? '' }),
  },
  { route: 'settings/privacy/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'settings/privacy/index.ts',
    method: 'PUT',
    minimumRole: 'admin',
    successStatus: 200,
    body: () => ({ body: `${DEFAULT_PRIVACY_POLICY}<p>Matrix ${Date.now()}</p>` }),
  },
  { route: 'settings/privacy/revisions/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'settings/privacy/revisions/[id]/restore.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: privacyVersion,
    params: ({ ids }) => ({ id: ids.revision ?? '' }),
  },
];

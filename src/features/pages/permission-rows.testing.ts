// Page copy's rows of the permission matrix (src/server/permissions.test.ts): any staff role reads,
// editors and admins save, publish and restore. Every save carries the page's current version.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { insertFirstPageCopy, readPageCopy } from './copy.server.ts';
import { defaultPageCopy } from './seed.ts';

/** The about page stored (the matrix's database is not seeded) and its current version and first revision. */
async function storedAbout(db: Kysely<Database>) {
  await insertFirstPageCopy(db, 'about', defaultPageCopy('about'), new Date());
  const stored = await readPageCopy(db, 'about');
  const first = await db
    .selectFrom('page_copy_revisions')
    .select('id')
    .where('page', '=', 'about')
    .where('version', '=', 1)
    .executeTakeFirstOrThrow();
  return { version: String(stored?.version ?? 0), revision: first.id };
}

const changedAbout = (version: string) => ({
  copy: { ...defaultPageCopy('about'), valuesHeading: `Matrix values ${Date.now()}` },
  version: Number(version),
});

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  { route: 'pages/index.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200 },
  {
    route: 'pages/[page]/index.ts',
    method: 'GET',
    minimumRole: 'viewer',
    successStatus: 200,
    prepare: storedAbout,
    params: () => ({ page: 'about' }),
  },
  {
    route: 'pages/[page]/index.ts',
    method: 'PUT',
    minimumRole: 'editor',
    successStatus: 200,
    prepare: storedAbout,
    params: () => ({ page: 'about' }),
    body: ({ ids }) => changedAbout(ids.version ?? '0'),
  },
  {
    route: 'pages/[page]/publish.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    prepare: storedAbout,
    params: () => ({ page: 'about' }),
    body: ({ ids }) => changedAbout(ids.version ?? '0'),
  },
  {
    route: 'pages/[page]/revisions/index.ts',
    method: 'GET',
    minimumRole: 'viewer',
    successStatus: 200,
    prepare: storedAbout,
    params: () => ({ page: 'about' }),
  },
  {
    route: 'pages/[page]/revisions/[id]/restore.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    prepare: storedAbout,
    params: ({ ids }) => ({ page: 'about', id: ids.revision ?? '' }),
    body: ({ ids }) => ({ version: Number(ids.version ?? '0') }),
  },
];

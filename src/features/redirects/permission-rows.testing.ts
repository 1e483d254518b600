// Redirects' rows of the permission matrix (src/server/permissions.test.ts): any staff role reads the
// list and its export, editors and admins change it.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';

let made = 0;
/** A From address no other request has used. */
const freshPath = () => {
  made += 1;
  return `/matrix-old-${Date.now()}-${made}`;
};

/** A fresh redirect to act on. */
async function redirect(db: Kysely<Database>): Promise<Record<string, string>> {
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto('redirects')
    .values({ id, from_path: freshPath(), to_target: '/about', status_code: 301, created_at: now, updated_at: now })
    .execute();
  return { redirect: id };
}

const onRedirect = { prepare: redirect, params: ({ ids }: { ids: Record<string, string> }) => ({ id: ids.redirect ?? '' }) };

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  {
    route: 'redirects/index.ts',
    method: 'GET',
    minimumRole: 'viewer',
    successStatus: 200,
    query: () => ({ search: '/matrix-old-', page: '2' }),
  },
  {
    route: 'redirects/index.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 201,
    body: () => ({ from_path: freshPath(), to_target: '/services', status_code: 302 }),
  },
  {
    route: 'redirects/[id].ts',
    method: 'PATCH',
    minimumRole: 'editor',
    successStatus: 200,
    ...onRedirect,
    body: () => ({ from_path: freshPath(), to_target: '/contact', status_code: 308 }),
  },
  { route: 'redirects/[id].ts', method: 'DELETE', minimumRole: 'editor', successStatus: 200, ...onRedirect },
  {
    route: 'redirects/import.ts',
    method: 'POST',
    minimumRole: 'editor',
    successStatus: 200,
    body: () => ({ csv: `from,to,status\n${freshPath()},/about,307\n` }),
    maxBodyBytes: 2 * 1024 * 1024,
  },
  { route: 'redirects/export.ts', method: 'GET', minimumRole: 'viewer', successStatus: 200 },
];

// User Management's rows of the permission matrix (src/server/permissions.test.ts): admins only.
// Account changes also need a fresh password confirmation (user-management.test.ts refuses them
// without one); here every session has just confirmed, so each row tests its role gate alone.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { PermissionMatrixRow } from '../admin/permission-matrix.testing.ts';
import { TEST_PASSWORD } from '../auth/auth.testing.ts';

/** Stamps every signed-in session as just re-authenticated, then runs `prepare`. */
function reauthenticated(prepare?: (db: Kysely<Database>) => Promise<Record<string, string>>) {
  return async (db: Kysely<Database>): Promise<Record<string, string>> => {
    await db.updateTable('sessions').set({ reauthenticated_at: new Date() }).execute();
    return prepare ? prepare(db) : {};
  };
}

let targets = 0;

/** A viewer account to act on; a fresh one each time, so a delete or role change never collides. */
async function targetUser(db: Kysely<Database>): Promise<Record<string, string>> {
  targets += 1;
  const id = `matrix-target-${Date.now()}-${targets}`;
  const now = new Date();
  await db
    .insertInto('users')
    .values({
      id,
      name: 'Target',
      email: `${id}@example.com.au`,
      email_verified: true,
      image: null,
      role: 'viewer',
      banned: false,
      ban_reason: null,
      ban_expires: null,
      two_factor_enabled: false,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { user: id };
}

let created = 0;

export const PERMISSION_ROWS: PermissionMatrixRow[] = [
  {
    route: 'reauthenticate.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    body: () => ({ password: TEST_PASSWORD }),
  },
  { route: 'users/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'users/index.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 201,
    prepare: reauthenticated(),
    body: () => {
      created += 1;
      return { email: `new-user-${Date.now()}-${created}@example.com.au`, password: 'a-new-long-password', role: 'editor' };
    },
  },
  {
    route: 'users/[id]/index.ts',
    method: 'PATCH',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: reauthenticated(targetUser),
    params: ({ ids }) => ({ id: ids.user ?? '' }),
    body: () => ({ role: 'editor' }),
  },
  {
    route: 'users/[id]/index.ts',
    method: 'DELETE',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: reauthenticated(targetUser),
    params: ({ ids }) => ({ id: ids.user ?? '' }),
  },
  {
    route: 'users/[id]/password.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: reauthenticated(targetUser),
    params: ({ ids }) => ({ id: ids.user ?? '' }),
  },
  {
    route: 'users/[id]/password.ts',
    method: 'PUT',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: reauthenticated(targetUser),
    params: ({ ids }) => ({ id: ids.user ?? '' }),
    body: () => ({ password: 'a-chosen-long-password' }),
  },
];

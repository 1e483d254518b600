// Every admin endpoint and the lowest role allowed to call it (spec section 6). permissions.test.ts
// walks each row with anonymous, viewer, editor and admin sessions and fails when an endpoint under
// src/pages/api/admin has no row here: add one with every new endpoint.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Role } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixFixture {
  /** Ids of the records the request acts on, by name (e.g. "user"), made fresh for each request. */
  ids: Record<string, string>;
}

export interface PermissionMatrixRow {
  /** The route file under src/pages/api/admin. */
  route: string;
  method: HttpMethod;
  /** The lowest role allowed; lower roles get 403, no session 401, and nothing changes. */
  minimumRole: Role;
  /** The status an allowed role gets. */
  successStatus: number;
  /** Creates the records the request needs and names their ids; runs before every request. */
  prepare?: (db: Kysely<Database>) => Promise<Record<string, string>>;
  params?: (fixture: MatrixFixture) => Record<string, string>;
  body?: (fixture: MatrixFixture) => unknown;
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

export const PERMISSION_MATRIX: PermissionMatrixRow[] = [
  { route: 'users/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'users/index.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 201,
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
    prepare: targetUser,
    params: ({ ids }) => ({ id: ids.user ?? '' }),
    body: () => ({ role: 'editor' }),
  },
  {
    route: 'users/[id]/index.ts',
    method: 'DELETE',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: targetUser,
    params: ({ ids }) => ({ id: ids.user ?? '' }),
  },
  {
    route: 'users/[id]/password.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: targetUser,
    params: ({ ids }) => ({ id: ids.user ?? '' }),
  },
  {
    route: 'users/[id]/password.ts',
    method: 'PUT',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: targetUser,
    params: ({ ids }) => ({ id: ids.user ?? '' }),
    body: () => ({ password: 'a-chosen-long-password' }),
  },
];

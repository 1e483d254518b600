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

let invited = 0;

/** A pending invitation to act on (Resend, Revoke); a fresh one each time. */
async function pendingInvitation(db: Kysely<Database>): Promise<Record<string, string>> {
  invited += 1;
  const id = `matrix-invitation-${Date.now()}-${invited}`;
  const now = new Date();
  await db
    .insertInto('account_links')
    .values({
      id,
      kind: 'invitation',
      token_hash: `hash-${id}`,
      email: `${id}@example.com.au`,
      user_id: null,
      name: 'Invitee',
      role: 'viewer',
      created_by: null,
      created_by_email: null,
      created_at: now,
      sent_at: now,
      expires_at: new Date(now.getTime() + 60 * 60 * 1000),
    })
    .execute();
  return { invitation: id };
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
  { route: 'invitations/index.ts', method: 'GET', minimumRole: 'admin', successStatus: 200 },
  {
    route: 'invitations/index.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 202,
    prepare: reauthenticated(),
    body: () => {
      invited += 1;
      return { email: `invitee-${Date.now()}-${invited}@example.com.au`, displayName: 'Invitee', role: 'editor' };
    },
  },
  {
    route: 'invitations/[id]/resend.ts',
    method: 'POST',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: pendingInvitation,
    params: ({ ids }) => ({ id: ids.invitation ?? '' }),
  },
  {
    route: 'invitations/[id]/index.ts',
    method: 'DELETE',
    minimumRole: 'admin',
    successStatus: 200,
    prepare: pendingInvitation,
    params: ({ ids }) => ({ id: ids.invitation ?? '' }),
  },
];

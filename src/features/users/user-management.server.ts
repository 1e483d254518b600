// User Management's rules: listing staff, creating accounts, changing roles, resetting, setting
// passwords and deleting accounts. Each change is audited; the last admin can never be removed; a
// role change, a new password or a removal ends the user's sessions, and a lower role or a removal
// lets go of the enquiries and invitations the user may no longer hold.
import { isAPIError } from 'better-auth/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { recordAudit } from '../admin/audit.server.ts';
import { ACCOUNT_MANAGER_ROLE, type StaffUser } from '../auth/access.ts';
import { sendPasswordChangedNotice } from '../auth/account-notices.server.ts';
import { AccountExistsError, createAccount, generatePassword } from '../auth/accounts.server.ts';
import type { StaffServices } from '../auth/auth.server.ts';
import { revokeInvitationsSentBy } from '../auth/invitations.server.ts';
import { atLeast, type Role, toRole } from '../auth/roles.ts';
import { currentSessionId, endSessions } from '../auth/staff-sessions.server.ts';
import { unassignEnquiriesOf } from '../submissions/inbox-changes.server.ts';
import { type NewUserInput, NewUserSchema, RESET_PASSWORD_LENGTH } from './schema.ts';
import type { StaffListItem } from './types.ts';

export type { StaffListItem };

export const LAST_ADMIN_MESSAGE = 'You cannot remove the last admin. Make another user an admin first.';
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account.';
export const USER_NOT_FOUND_MESSAGE = 'That user no longer exists. Refresh the list and try again.';

/** A refusal with the HTTP status and a message the screen shows as it is. */
export class UserManagementError extends Refusal {
  constructor(status: 400 | 404 | 409, message: string) {
    super(status, message);
    this.name = 'UserManagementError';
  }
}

export async function listStaff(db: Kysely<Database>): Promise<StaffListItem[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'created_at'])
    .orderBy('created_at')
    .orderBy('email')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    displayName: row.name.trim() === '' ? null : row.name,
    role: toRole(row.role),
    createdAt: toIsoTimestamp(row.created_at),
  }));
}

/** Turns the library's refusals (duplicate e-mail, weak password) into ours, keeping its words. */
async function viaAuthLibrary<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      const status = error.statusCode === 404 ? 404 : 400;
      throw new UserManagementError(status, error.message || 'The request was refused.');
    }
    throw error;
  }
}

export async function createStaffUser(services: StaffServices, actor: StaffUser, input: NewUserInput): Promise<StaffListItem> {
  const data = NewUserSchema.parse(input);
  let id: string;
  try {
    ({ id } = await createAccount(services, {
      email: data.email,
      password: data.password,
      name: data.displayName ?? '',
      role: data.role,
    }));
  } catch (error) {
    if (error instanceof AccountExistsError) throw new UserManagementError(409, error.message);
    throw error;
  }
  await recordAudit(services.database.db, actor, {
    action: 'user.create',
    entityType: 'user',
    entityId: id,
    details: { email: data.email, role: data.role },
  });
  const created = (await listStaff(services.database.db)).find((item) => item.id === id);
  if (!created) throw new UserManagementError(404, USER_NOT_FOUND_MESSAGE);
  return created;
}

/**
 * Runs `change` on `userId` unless it would leave no admin. On PostgreSQL the admin rows are locked
 * first so two admins demoting each other at the same moment cannot both succeed; SQLite runs one
 * write transaction at a time anyway.
 */
async function withAdminGuard<T>(
  services: StaffServices,
  userId: string,
  removesAdmin: (current: Role | null) => boolean,
  change: (trx: Kysely<Database>, current: Role | null) => Promise<T>,
): Promise<T> {
  return services.database.db.transaction().execute(async (trx) => {
    if (services.database.dialect === 'postgres') {
      await sql`select id from users where role = 'admin' for update`.execute(trx);
    }
    const target = await trx.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
    if (!target) throw new UserManagementError(404, USER_NOT_FOUND_MESSAGE);
    const current = toRole(target.role);
    if (removesAdmin(current)) {
      const row = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      if (Number(row.count) <= 1) throw new UserManagementError(409, LAST_ADMIN_MESSAGE);
    }
    return change(trx, current);
  });
}

/**
 * What a member loses with their role or account, in the transaction that changes it: the enquiries
 * they own once they may not see enquiries, and their pending invitations once they may not make
 * accounts (a removed admin's accomplice must not get in through them). Each one is audited.
 */
async function releaseWhatTheyHeld(
  trx: Kysely<Database>,
  actor: StaffUser,
  member: { id: string; email: string; name: string },
  role: Role | null,
  reason: 'role-change' | 'account-removed',
): Promise<void> {
  await unassignEnquiriesOf(trx, actor, member, role, reason);
  if (atLeast(role, ACCOUNT_MANAGER_ROLE)) return;
  for (const email of await revokeInvitationsSentBy(trx, member.id)) {
    await recordAudit(trx, actor, {
      action: 'user.invite-revoke',
      entityType: 'user',
      entityId: null,
      details: { email, reason: reason === 'role-change' ? 'inviter-role-change' : 'inviter-removed' },
    });
  }
}

/**
 * Changes the role. A real change ends the user's sessions, so the new role (above all a lower one)
 * holds at once; an admin changing their own keeps the session they changed it from. A role that may
 * not see enquiries loses the enquiries it owned, and one that may not make accounts its invitations.
 */
export async function changeRole(
  services: StaffServices,
  actor: StaffUser,
  headers: Headers,
  userId: string,
  role: Role,
): Promise<StaffListItem> {
  const actingSession = userId === actor.id ? await currentSessionId(services, headers) : null;
  const previous = await withAdminGuard(
    services,
    userId,
    (current) => current === 'admin' && role !== 'admin',
    async (trx, current) => {
      await trx.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', userId).execute();
      const member = await trx.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirstOrThrow();
      if (current !== role) {
        await endSessions(trx, userId, actingSession);
        await releaseWhatTheyHeld(trx, actor, { id: userId, ...member }, role, 'role-change');
      }
      return { current, email: member.email };
    },
  );
  if (previous.current !== role) {
    await recordAudit(services.database.db, actor, {
      action: 'user.role-change',
      entityType: 'user',
      entityId: userId,
      details: { email: previous.email, from: previous.current, to: role },
    });
  }
  const updated = (await listStaff(services.database.db)).find((item) => item.id === userId);
  if (!updated) throw new UserManagementError(404, USER_NOT_FOUND_MESSAGE);
  return updated;
}

export async function deleteStaffUser(services: StaffServices, actor: StaffUser, userId: string): Promise<void> {
  if (userId === actor.id) throw new UserManagementError(400, SELF_DELETE_MESSAGE);
  const removed = await withAdminGuard(
    services,
    userId,
    (current) => current === 'admin',
    async (trx) => {
      const row = await trx.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirstOrThrow();
      await releaseWhatTheyHeld(trx, actor, { id: userId, ...row }, null, 'account-removed');
      // Sessions, credentials, two-factor secrets and seen devices go with the user (foreign keys
      // cascade): a removed account is signed out at its next request. Audit rows keep their own copy
      // of the e-mail and name.
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      return row;
    },
  );
  await recordAudit(services.database.db, actor, {
    action: 'user.delete',
    entityType: 'user',
    entityId: userId,
    details: { email: removed.email, name: removed.name.trim() || null },
  });
}

async function replacePassword(
  services: StaffServices,
  actor: StaffUser,
  headers: Headers,
  userId: string,
  password: string,
  action: 'user.password-reset' | 'user.password-set',
): Promise<void> {
  const user = await services.database.db
    .selectFrom('users')
    .select(['email', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new UserManagementError(404, USER_NOT_FOUND_MESSAGE);
  await viaAuthLibrary(() => services.auth.api.setUserPassword({ body: { userId, newPassword: password }, headers }));
  // Whoever knew the old password is signed out everywhere; an admin changing their own keeps only
  // the session they changed it from.
  if (userId === actor.id) await viaAuthLibrary(() => services.auth.api.revokeOtherSessions({ headers }));
  else await viaAuthLibrary(() => services.auth.api.revokeUserSessions({ body: { userId }, headers }));
  await recordAudit(services.database.db, actor, {
    action,
    entityType: 'user',
    entityId: userId,
    details: { email: user.email },
  });
  await sendPasswordChangedNotice(
    services.database.db,
    services,
    { id: userId, email: user.email, name: user.name },
    userId === actor.id ? 'own' : 'admin',
  );
}

/** Replaces the password with a random 12-character one and returns it: the one time it leaves the server. */
export async function resetPassword(
  services: StaffServices,
  actor: StaffUser,
  headers: Headers,
  userId: string,
): Promise<string> {
  const password = generatePassword(RESET_PASSWORD_LENGTH);
  await replacePassword(services, actor, headers, userId, password, 'user.password-reset');
  return password;
}

export async function setPassword(
  services: StaffServices,
  actor: StaffUser,
  headers: Headers,
  userId: string,
  password: string,
): Promise<void> {
  await replacePassword(services, actor, headers, userId, password, 'user.password-set');
}

// The profile's rules: a staff member changes their own display name (which bylines their new
// insights) and password (the current one first; every other session ends and a notice goes to
// their address), and sees and ends their own sessions. Each change is audited on their account.
import { isAPIError } from 'better-auth/api';
import { Refusal } from '#src/platform/http/refusal.ts';
import { clearRateLimit, giveBackRateLimitHit, hitRateLimit } from '#src/platform/rate-limit/rate-limit.server.ts';
import { recordAudit } from '../admin/audit.server.ts';
import { AccessError, NOT_SIGNED_IN_MESSAGE, type StaffUser } from '../auth/access.ts';
import { sendPasswordChangedNotice } from '../auth/account-notices.server.ts';
import type { StaffServices } from '../auth/auth.server.ts';
import { MAX_WRONG_CONFIRMATIONS } from '../auth/reauthentication.server.ts';
import {
  type ActiveSession,
  currentSessionId,
  endSession,
  endSessions,
  listActiveSessions,
} from '../auth/staff-sessions.server.ts';
import {
  type ChangePasswordInput,
  ChangePasswordSchema,
  type DisplayNameInput,
  DisplayNameSchema,
  PROFILE_MESSAGES,
} from './schema.ts';

const WRONG_PASSWORD_WINDOW_SECONDS = 15 * 60;

/** Sets the signed-in member's display name; returns it as stored. */
export async function changeDisplayName(services: StaffServices, staff: StaffUser, input: DisplayNameInput): Promise<string> {
  const { displayName } = DisplayNameSchema.parse(input);
  const db = services.database.db;
  const before = await db.selectFrom('users').select('name').where('id', '=', staff.id).executeTakeFirst();
  if (!before) throw new AccessError(401, NOT_SIGNED_IN_MESSAGE);
  if (before.name === displayName) return displayName;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ name: displayName, updated_at: new Date() }).where('id', '=', staff.id).execute();
    await recordAudit(
      trx,
      { ...staff, name: displayName },
      {
        action: 'user.display-name',
        entityType: 'user',
        entityId: staff.id,
        details: { email: staff.email, from: before.name, to: displayName },
      },
    );
  });
  return displayName;
}

/**
 * Changes the signed-in member's own password after checking the current one (wrong ones are counted
 * per account, like re-authentication), ends every other session of theirs and sends them a notice.
 */
export async function changeOwnPassword(
  services: StaffServices,
  staff: StaffUser,
  headers: Headers,
  input: ChangePasswordInput,
  now = new Date(),
): Promise<void> {
  const { currentPassword, newPassword } = ChangePasswordSchema.parse(input);
  const db = services.database.db;
  const key = `change-password:${staff.id}`;
  // Counted before the check, so parallel guesses cannot all slip under the limit.
  const attempt = await hitRateLimit(
    db,
    key,
    { max: MAX_WRONG_CONFIRMATIONS, windowSeconds: WRONG_PASSWORD_WINDOW_SECONDS },
    now,
  );
  if (!attempt.allowed) {
    await giveBackRateLimitHit(db, key);
    throw new Refusal(429, PROFILE_MESSAGES.tooManyWrongPasswords(Math.max(1, Math.ceil(attempt.retryAfterSeconds / 60))), {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  }
  try {
    await services.auth.api.changePassword({ body: { currentPassword, newPassword }, headers });
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) throw new Refusal(400, PROFILE_MESSAGES.wrongCurrentPassword);
    throw error;
  }
  await clearRateLimit(db, key);
  await endSessions(db, staff.id, await currentSessionId(services, headers));
  await recordAudit(db, staff, {
    action: 'user.password-change',
    entityType: 'user',
    entityId: staff.id,
    details: { email: staff.email },
  });
  await sendPasswordChangedNotice(db, services, staff, 'own', now);
}

export async function listOwnSessions(services: StaffServices, staff: StaffUser, headers: Headers): Promise<ActiveSession[]> {
  return listActiveSessions(services.database.db, staff.id, await currentSessionId(services, headers));
}

/** Signs out one of the member's other sessions; this browser's own is left to Logout. */
export async function endOwnSession(
  services: StaffServices,
  staff: StaffUser,
  headers: Headers,
  sessionId: string,
): Promise<void> {
  if (sessionId === (await currentSessionId(services, headers))) throw new Refusal(409, PROFILE_MESSAGES.currentSession);
  const db = services.database.db;
  const session = (await listActiveSessions(db, staff.id, null)).find((item) => item.id === sessionId);
  if (!session || !(await endSession(db, staff.id, sessionId))) throw new Refusal(404, PROFILE_MESSAGES.sessionNotFound);
  await recordAudit(db, staff, {
    action: 'user.session-end',
    entityType: 'user',
    entityId: staff.id,
    details: { email: staff.email, device: session.device, place: session.place },
  });
}

/** Signs out every session of the member but this one; returns how many ended. */
export async function endOtherOwnSessions(services: StaffServices, staff: StaffUser, headers: Headers): Promise<number> {
  const db = services.database.db;
  const count = await endSessions(db, staff.id, await currentSessionId(services, headers));
  await recordAudit(db, staff, {
    action: 'user.sessions-end-others',
    entityType: 'user',
    entityId: staff.id,
    details: { email: staff.email, count },
  });
  return count;
}

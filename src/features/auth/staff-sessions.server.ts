// A staff account's sessions as its holder sees and ends them (the profile's Active Sessions), and the
// one way account changes end someone's sessions: every one, or every one but the session acting.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import type { StaffServices } from './auth.server.ts';
import { approximatePlace, describeDevice } from './device.ts';

/** One active session, as the profile lists it. */
export interface ActiveSession {
  id: string;
  /** "Chrome on macOS". */
  device: string;
  /** The address's network only: "203.0.x.x". */
  place: string;
  /** When the session was last refreshed or began (ISO). */
  lastActiveAt: string;
  /** The session this request came with. */
  current: boolean;
}

/** The id of the session behind these headers, read without sliding its expiry a second time. */
export async function currentSessionId(services: StaffServices, headers: Headers): Promise<string | null> {
  if (!headers.get('cookie')) return null;
  const found = await services.auth.api.getSession({ headers, query: { disableRefresh: true } });
  return found?.session.id ?? null;
}

/** The account's unexpired sessions, the most recently active first. */
export async function listActiveSessions(
  db: Kysely<Database>,
  userId: string,
  currentId: string | null,
  now = new Date(),
): Promise<ActiveSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip_address', 'updated_at', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();
  return rows
    .filter((row) => new Date(row.expires_at).getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.user_agent),
      place: approximatePlace(row.ip_address),
      lastActiveAt: toIsoTimestamp(row.updated_at ?? row.created_at),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/** Ends every session of `userId` except `exceptId` (the acting session, when it is theirs); returns how many ended. */
export async function endSessions(db: Kysely<Database>, userId: string, exceptId: string | null = null): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session of `userId`; false when it is not theirs or already ended. */
export async function endSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', sessionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

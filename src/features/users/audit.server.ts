// The audit log: one row for every change made in the admin (who, what, which record, when), and
// the newest entries for the dashboard. Details never hold passwords or other secrets.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import type { StaffUser } from '../auth/access.ts';
import type { AuditLogItem } from './types.ts';

export type { AuditLogItem };

export interface AuditEntry {
  /** What happened, as entity.verb: "user.create", "user.role-change", "insight.delete". */
  action: string;
  entityType: string;
  entityId: string | null;
  /** A short, secret-free description of the change, e.g. { from: 'viewer', to: 'editor' }. */
  details?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(db: Kysely<Database>, actor: StaffUser, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      user_id: actor.id,
      user_email: actor.email,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: new Date(),
    })
    .execute();
}

export const AUDIT_LOG_PAGE_SIZE = 25;

/** The newest entries first. */
export async function listAuditLog(db: Kysely<Database>, limit = AUDIT_LOG_PAGE_SIZE): Promise<AuditLogItem[]> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    userEmail: row.user_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    createdAt: toIsoTimestamp(row.created_at),
  }));
}

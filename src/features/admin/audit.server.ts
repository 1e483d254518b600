// Writes the audit log: one row for every change made in the admin (who, what, which record, when).
// Each area names its entity once with audit(); the log's reader and screen live in users/.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { StaffUser } from '../auth/access.ts';

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
      // Kept with the row, so the trail still names whoever made the change after their account is removed.
      user_name: actor.name.trim() || null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: new Date(),
    })
    .execute();
}

/** What an area's audit rows name: the entity's type ("team_member") and its actions' prefix ("team"). */
export interface AuditedEntity {
  type: string;
  actionPrefix: string;
}

/** The area's audit writer: `auditTeam(trx, actor, 'move', id, { … })` records "team.move" on a team_member. */
export function audit(entity: AuditedEntity) {
  return (
    db: Kysely<Database>,
    actor: StaffUser,
    action: string,
    entityId: string | null,
    details: AuditEntry['details'] = {},
  ): Promise<void> =>
    recordAudit(db, actor, { action: `${entity.actionPrefix}.${action}`, entityType: entity.type, entityId, details });
}

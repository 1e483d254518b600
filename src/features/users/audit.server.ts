// The audit log's newest entries for the dashboard (admins only); rows are written through
// features/admin/audit.server.ts. Details never hold passwords or other secrets.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import type { AuditLogItem } from './types.ts';

export type { AuditLogItem };

export const AUDIT_LOG_PAGE_SIZE = 25;

/** The newest entries first. */
export async function listAuditLog(db: Kysely<Database>, limit = AUDIT_LOG_PAGE_SIZE): Promise<AuditLogItem[]> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    userEmail: row.user_email,
    userName: row.user_name,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    createdAt: toIsoTimestamp(row.created_at),
  }));
}

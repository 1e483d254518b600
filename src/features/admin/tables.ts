// admin/'s tables, as Kysely types them (both dialects): the audit trail every admin change writes (audit.server.ts).
// Composed into the one Database in src/server/areas.ts.
import type { Defaulted, Timestamp } from '#src/platform/db/schema.ts';

export interface AuditLogTable {
  id: string;
  user_id: string | null;
  user_email: string | null;
  /** The actor's display name when the change was made (migration 015); null on older rows. */
  user_name: Defaulted<string | null>;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: string | null;
  created_at: Timestamp;
}

/** The tables admin/ owns, by name. */
export interface AdminTables {
  audit_log: AuditLogTable;
}

// Plain shapes the admin screens receive from the server (serialisable props and JSON answers).
import type { Role } from '../auth/roles.ts';

/** One row of the Users & Roles table. */
export interface StaffListItem {
  id: string;
  email: string;
  displayName: string | null;
  role: Role | null;
  createdAt: string;
}

/** One audit log entry as the dashboard lists it. */
export interface AuditLogItem {
  id: string;
  userEmail: string | null;
  /** The actor's display name at the time, when they had one. */
  userName: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** An entry with its sentence, worded by the area that wrote it (src/server/areas.ts composes them). */
export type AuditLogLine = AuditLogItem & { sentence: string };

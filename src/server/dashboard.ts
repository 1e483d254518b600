// The dashboard page: one card per area the signed-in role may open (spec: Dashboard), reading
// 'Manage' for those who may change it and 'View' otherwise, then the audit log (two-factor
// settings live on each member's profile). The areas and their cards come from the one list in areas.ts.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { mayChangeArea, mayOpenArea } from '../features/admin/admin-area.ts';
import type { AdminPageContext } from '../features/admin/admin-page.server.ts';
import { loadAdminPage } from '../features/admin/admin-page.server.ts';
import { describeAuditChange } from '../features/admin/audit-sentences.ts';
import type { DashboardCard } from '../features/admin/Dashboard.tsx';
import type { StaffUser } from '../features/auth/access.ts';
import { canManageUsers } from '../features/users/access.ts';
import { listAuditLog } from '../features/users/audit.server.ts';
import type { AuditLogLine } from '../features/users/types.ts';
import { ADMIN_AREAS, AUDIT_SENTENCES } from './areas.ts';

/**
 * `counts`: what waits in each area that counts something, by area id (New enquiries on the Contact
 * Management card); `facts`: the lines an area adds under it (how long enquiries wait).
 */
export function dashboardCards(
  user: StaffUser | null,
  counts: Record<string, number> = {},
  facts: Record<string, string[]> = {},
): DashboardCard[] {
  return ADMIN_AREAS.flatMap((area) => {
    const { card } = area;
    if (!card || !mayOpenArea(area, user)) return [];
    const action = mayChangeArea(area, user) ? 'Manage' : 'View';
    return {
      title: card.title ?? area.title,
      description: card.description(action),
      href: area.path,
      action,
      actionObject: card.actionObject,
      icon: card.icon,
      ...(card.count && { count: card.count.label(counts[area.id] ?? 0) }),
      ...(facts[area.id] && { facts: facts[area.id] }),
    };
  });
}

/** The audit log's newest entries, each in the words of the area that wrote it. */
export async function readRecentActivity(db: Kysely<Database>): Promise<AuditLogLine[]> {
  const entries = await listAuditLog(db);
  return entries.map((entry) => ({ ...entry, sentence: describeAuditChange(AUDIT_SENTENCES, entry) }));
}

/** /admin: any staff role. */
export function loadDashboardPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Dashboard', 'viewer', async ({ staff, services }) => {
    const counts: Record<string, number> = {};
    const facts: Record<string, string[]> = {};
    const now = new Date();
    for (const area of ADMIN_AREAS) {
      if (!mayOpenArea(area, staff)) continue;
      if (area.card?.count) counts[area.id] = await area.card.count.load(services.database.db);
      if (area.card?.facts) facts[area.id] = await area.card.facts(services.database.db, now);
    }
    return {
      cards: dashboardCards(staff, counts, facts),
      /** Null for non-admins, who may not read it. */
      auditLog: canManageUsers(staff) ? await readRecentActivity(services.database.db) : null,
    };
  });
}

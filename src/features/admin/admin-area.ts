// What an admin area declares about itself in its features/<area>/area.ts: title, path, dashboard
// card, access, seed and audit sentences. The composition root's one list (src/server/areas.ts) collects them.
import type { Kysely } from 'kysely';
import type { LucideIcon } from 'lucide-react';
import type { AppConfig } from '#src/platform/config.ts';
import type { Database } from '#src/platform/db/schema.ts';
import type { SeedItem } from '#src/platform/db/seed.ts';
import type { StaffUser } from '../auth/access.ts';
import { type AccessLevel, meetsAccess } from '../auth/roles.ts';
import type { AuditSentences } from './audit-sentences.ts';

export type DashboardAction = 'Manage' | 'View';

export interface AdminAreaCard {
  /** The card's heading when it differs from the page's title ('Team Management' for 'Team Photo Management'). */
  title?: string;
  /** The line under the heading, for the role's action word. */
  description: (action: DashboardAction) => string;
  /** Completes the button's name for screen readers, e.g. "insights". */
  actionObject: string;
  icon: LucideIcon;
  /** What waits in the area ("3 new enquiries"), counted only for staff who see the card. */
  count?: { load: (db: Kysely<Database>) => Promise<number>; label: (count: number) => string };
  /** A few short lines under the count ("Oldest waiting: 3 business hours"), read only for staff who see the card. */
  facts?: (db: Kysely<Database>, now: Date) => Promise<string[]>;
}

/** What a seed may take from the install: the configuration a fresh install starts from (CONTACT_NOTIFY_EMAIL). */
export interface SeedContext {
  config: AppConfig;
}

export interface AdminArea {
  /** The area's folder under src/features; its permission-rows.testing.ts holds its PERMISSION_ROWS. */
  id: string;
  /** The page's title, and the dashboard card's unless the card names its own. */
  title: string;
  /** Its page under /admin. */
  path: `/admin/${string}`;
  /** The lowest role that opens the area, and the lowest that changes it (the area's access.ts); 'signed-in' for any account. */
  access: { read: AccessLevel; manage: AccessLevel };
  /** Its dashboard card; an area reached another way (the profile, from the header) has none. */
  card?: AdminAreaCard;
  /** What a fresh install holds, inserted once (src/platform/db/seed.ts). */
  seed?: (context: SeedContext) => SeedItem[];
  /** The dashboard's sentence for every audit action the area writes (its audit-sentences.ts). */
  auditSentences?: AuditSentences;
}

/** Checks an area's declaration where it is written. */
export function defineAdminArea(area: AdminArea): AdminArea {
  return area;
}

export function mayOpenArea(area: AdminArea, user: StaffUser | null | undefined): boolean {
  return user != null && meetsAccess(user.role, area.access.read);
}

export function mayChangeArea(area: AdminArea, user: StaffUser | null | undefined): boolean {
  return user != null && meetsAccess(user.role, area.access.manage);
}

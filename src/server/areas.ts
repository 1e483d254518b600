// The one list of admin areas, in the dashboard's order: the dashboard's cards, prepare's seeds, the
// permission matrix's rows and the audit trail's sentences all come from it; and beside it Kysely's
// Database, composed from every feature's tables.ts. A new area is its line in each (docs/architecture.md).
import type { AdminArea } from '../features/admin/admin-area.ts';
import { composeAuditSentences } from '../features/admin/audit-sentences.ts';
import type { AdminTables } from '../features/admin/tables.ts';
import { ANALYTICS_AREA } from '../features/analytics/area.ts';
import type { AnalyticsTables } from '../features/analytics/tables.ts';
import type { AuthTables } from '../features/auth/tables.ts';
import { BOOKINGS_AREA } from '../features/bookings/area.ts';
import type { BookingTables } from '../features/bookings/tables.ts';
import type { ContactTables } from '../features/contact/tables.ts';
import { IMAGES_AREA } from '../features/images/area.ts';
import type { ImageTables } from '../features/images/tables.ts';
import { INSIGHTS_AREA } from '../features/insights/area.ts';
import type { InsightTables } from '../features/insights/tables.ts';
import { SUBSCRIBERS_AREA } from '../features/newsletter/area.ts';
import type { NewsletterTables } from '../features/newsletter/tables.ts';
import { PAGES_AREA } from '../features/pages/area.ts';
import type { PageCopyTables } from '../features/pages/tables.ts';
import { PROFILE_AREA } from '../features/profile/area.ts';
import { REDIRECTS_AREA } from '../features/redirects/area.ts';
import type { RedirectTables } from '../features/redirects/tables.ts';
import { SETTINGS_AREA } from '../features/settings/area.ts';
import type { SettingsTables } from '../features/settings/tables.ts';
import { SUBMISSIONS_AREA } from '../features/submissions/area.ts';
import type { SubmissionTables } from '../features/submissions/tables.ts';
import { TEAM_AREA } from '../features/team/area.ts';
import type { TeamTables } from '../features/team/tables.ts';
import { USERS_AREA } from '../features/users/area.ts';
import { WEBHOOKS_AREA } from '../features/webhooks/area.ts';
import type { WebhookTables } from '../features/webhooks/tables.ts';

export const ADMIN_AREAS: readonly AdminArea[] = [
  INSIGHTS_AREA,
  PAGES_AREA,
  IMAGES_AREA,
  TEAM_AREA,
  REDIRECTS_AREA,
  SUBMISSIONS_AREA,
  BOOKINGS_AREA,
  SUBSCRIBERS_AREA,
  ANALYTICS_AREA,
  USERS_AREA,
  PROFILE_AREA,
  SETTINGS_AREA,
  WEBHOOKS_AREA,
];

/** Every audited action's sentence, each from the area that writes it (Recent Activity on the dashboard). */
export const AUDIT_SENTENCES = composeAuditSentences(ADMIN_AREAS);

/**
 * Every table, as Kysely types the queries of every feature: platform/db/schema.ts declares Database
 * with platform's own tables (so platform/ imports no feature), each feature says its tables in its
 * tables.ts, and this, the composition root, merges them in: the areas' and those the areas build on.
 */
declare module '../platform/db/schema.ts' {
  interface Database
    extends AdminTables,
      AnalyticsTables,
      AuthTables,
      BookingTables,
      ContactTables,
      ImageTables,
      InsightTables,
      NewsletterTables,
      PageCopyTables,
      RedirectTables,
      SettingsTables,
      SubmissionTables,
      TeamTables,
      WebhookTables {}
}

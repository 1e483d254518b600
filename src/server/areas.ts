// The one list of admin areas, in the dashboard's order: the dashboard's cards, prepare's seeds, the
// permission matrix's rows and the audit trail's sentences all come from it. A new area is one line
// here (docs/architecture.md).
import type { AdminArea } from '../features/admin/admin-area.ts';
import { composeAuditSentences } from '../features/admin/audit-sentences.ts';
import { ANALYTICS_AREA } from '../features/analytics/area.ts';
import { BOOKINGS_AREA } from '../features/bookings/area.ts';
import { IMAGES_AREA } from '../features/images/area.ts';
import { INSIGHTS_AREA } from '../features/insights/area.ts';
import { SUBSCRIBERS_AREA } from '../features/newsletter/area.ts';
import { PAGES_AREA } from '../features/pages/area.ts';
import { PROFILE_AREA } from '../features/profile/area.ts';
import { REDIRECTS_AREA } from '../features/redirects/area.ts';
import { SETTINGS_AREA } from '../features/settings/area.ts';
import { SUBMISSIONS_AREA } from '../features/submissions/area.ts';
import { TEAM_AREA } from '../features/team/area.ts';
import { USERS_AREA } from '../features/users/area.ts';
import { WEBHOOKS_AREA } from '../features/webhooks/area.ts';

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

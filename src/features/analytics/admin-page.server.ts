// The Analytics page: any staff role reads; the island loads the report for the range it shows,
// starting with the last 30 days in Brisbane.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { ANALYTICS_AREA } from './area.ts';
import { analyticsDay } from './kinds.ts';

export const DEFAULT_RANGE_DAYS = 30;

/** /admin/analytics: any staff role reads. */
export function loadAnalyticsAdminPage(astro: AdminPageContext, now = new Date()) {
  return loadAreaPage(astro, ANALYTICS_AREA, () => ({
    from: analyticsDay(new Date(now.getTime() - (DEFAULT_RANGE_DAYS - 1) * 86_400_000)),
    to: analyticsDay(now),
  }));
}

// The Insights Management page: any staff role reads; the island loads the list from
// /api/admin/insights and shows the change buttons to those who may use them.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { canDeleteInsight, canManageInsights } from './access.ts';
import { INSIGHTS_AREA } from './area.ts';

/** /admin/insights: any staff role reads. */
export function loadInsightsAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, INSIGHTS_AREA, ({ staff }) => ({
    canManage: canManageInsights(staff),
    canDelete: canDeleteInsight(staff),
  }));
}

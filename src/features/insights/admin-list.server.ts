// The Insights Management page: any staff role reads; the island loads the list from
// /api/admin/insights and shows the change buttons to those who may use them.
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { canDeleteInsight, canManageInsights, INSIGHTS_ACCESS } from './access.ts';

/** /admin/insights: any staff role reads. */
export function loadInsightsAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Insights Management', INSIGHTS_ACCESS.read, ({ staff }) => ({
    canManage: canManageInsights(staff),
    canDelete: canDeleteInsight(staff),
  }));
}

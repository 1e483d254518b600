// The Insights Management page: any staff role reads; the island loads the list from
// /api/admin/insights and shows the change buttons to those who may use them, and gets the signed-in
// person, whom a new insight is credited to.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { canDeleteInsight, canManageInsights } from './access.ts';
import { INSIGHTS_AREA } from './area.ts';
import { staffAuthorRef, staffByline } from './authors.server.ts';

/** /admin/insights: any staff role reads. */
export function loadInsightsAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, INSIGHTS_AREA, ({ staff }) => ({
    canManage: canManageInsights(staff),
    canDelete: canDeleteInsight(staff),
    // A new insight's author from the first render, named as the Author list names them.
    me: { ref: staffAuthorRef(staff.id), name: staffByline(staff) },
  }));
}

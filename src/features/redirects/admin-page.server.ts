// The Redirects page: any staff role reads the list; the island loads it itself and shows the change
// buttons to those who may change redirects.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { canManageRedirects } from './access.ts';
import { REDIRECTS_AREA } from './area.ts';

/** /admin/redirects: any staff role reads. */
export function loadRedirectsAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, REDIRECTS_AREA, ({ staff }) => ({ canManage: canManageRedirects(staff) }));
}

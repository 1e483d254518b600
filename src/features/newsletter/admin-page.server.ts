// The Subscribers page: admins only; the island loads the list itself.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { SUBSCRIBERS_AREA } from './area.ts';

/** /admin/subscribers. */
export function loadSubscribersAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, SUBSCRIBERS_AREA, () => ({}));
}

// The Webhooks page: admins only; the island loads the endpoints itself.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { WEBHOOKS_AREA } from './area.ts';

/** /admin/webhooks. */
export function loadWebhooksAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, WEBHOOKS_AREA, () => ({}));
}

// The User Management page: admins only; the island fetches the list from /api/admin/users.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { USERS_AREA } from './area.ts';

/** /admin/users: admins only. */
export function loadUsersAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, USERS_AREA, ({ staff }) => ({
    currentUserId: staff.id,
    twoFactorEnabled: staff.twoFactorEnabled,
  }));
}

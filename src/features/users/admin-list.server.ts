// The User Management page: admins only; the island fetches the list from /api/admin/users.
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { USERS_ACCESS } from './access.ts';

/** /admin/users: admins only. */
export function loadUsersAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'User Management', USERS_ACCESS.read, ({ staff }) => ({ currentUserId: staff.id }));
}

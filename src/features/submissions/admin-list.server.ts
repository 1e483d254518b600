// The Contact Submissions page: admins only. It carries no enquiry data; the island loads the list
// from /api/admin/submissions, which refuses everyone else.
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { SUBMISSIONS_ACCESS } from './access.ts';

/** /admin/contact-submissions: admins only. */
export function loadSubmissionsAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Contact Submissions', SUBMISSIONS_ACCESS.read, () => ({}));
}

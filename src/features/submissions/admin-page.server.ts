// The Contact Submissions page: admins only. It carries no enquiry data; the island loads the list
// from /api/admin/submissions, which refuses everyone else.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { SUBMISSIONS_AREA } from './area.ts';

/** /admin/contact-submissions: admins only. */
export function loadSubmissionsAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, SUBMISSIONS_AREA, () => ({}));
}

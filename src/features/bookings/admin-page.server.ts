// The Booked Calls page (admins only): the island loads the calls and the availability itself.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { BOOKINGS_AREA } from './area.ts';

/** /admin/bookings */
export function loadBookingsAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, BOOKINGS_AREA, () => ({}));
}

// The Image Management page: any staff role reads; the island loads the images itself and shows
// the change buttons to those who may change the library, and the Unsplash buttons when a key is set.
import { type AdminPageContext, loadAreaPage } from '../admin/admin-page.server.ts';
import { canManageImages } from './access.ts';
import { IMAGES_AREA } from './area.ts';

/** /admin/images: any staff role reads. */
export function loadImagesAdminPage(astro: AdminPageContext) {
  return loadAreaPage(astro, IMAGES_AREA, ({ staff, services }) => ({
    canManage: canManageImages(staff),
    unsplashEnabled: Boolean(services.config.unsplash.accessKey),
  }));
}

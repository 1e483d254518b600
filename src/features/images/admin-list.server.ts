// The Image Management page: any staff role reads; the island loads the images itself and shows
// the change buttons to those who may change the library, and the Unsplash buttons when a key is set.
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { canManageImages, IMAGES_ACCESS } from './access.ts';

/** /admin/images: any staff role reads. */
export function loadImagesAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Image Management', IMAGES_ACCESS.read, ({ staff, services }) => ({
    canManage: canManageImages(staff),
    unsplashEnabled: Boolean(services.config.unsplash.accessKey),
  }));
}

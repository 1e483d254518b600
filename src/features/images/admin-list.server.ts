// Every website image for the admin list, newest first.
import type { Kysely } from 'kysely';
import type { Database, ImageSource } from '../../platform/db/schema.ts';
import { toBoolean } from '../../platform/db/values.ts';
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { IMAGES_ACCESS } from './access.ts';

export interface AdminImageRow {
  id: string;
  title: string;
  source: ImageSource;
  page: string | null;
  component: string | null;
  active: boolean;
}

export async function listImagesForAdmin(db: Kysely<Database>): Promise<AdminImageRow[]> {
  const rows = await db
    .selectFrom('website_images')
    .select(['id', 'title', 'filename', 'image_source', 'page_name', 'component_name', 'is_active'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? row.filename,
    source: row.image_source,
    page: row.page_name,
    component: row.component_name,
    active: toBoolean(row.is_active),
  }));
}

/** /admin/images: any staff role reads. */
export function loadImagesAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Image Management', IMAGES_ACCESS.read, async ({ services }) => ({
    images: await listImagesForAdmin(services.database.db),
  }));
}

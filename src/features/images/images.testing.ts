// Test helper: an image in the library, as staff would add it, for tests of the pages that look images up.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';

export async function addImage(
  db: Kysely<Database>,
  values: {
    page: string;
    component: string | null;
    usage?: string;
    url: string;
    active?: boolean;
    alt?: string;
    createdAt?: string;
  },
) {
  const at = values.createdAt ?? new Date().toISOString();
  await db
    .insertInto('website_images')
    .values({
      id: randomUUID(),
      filename: values.url.split('/').pop() ?? 'x',
      storage_path: null,
      public_url: values.url,
      mime_type: 'image/webp',
      file_size: 1000,
      width: 1200,
      height: 800,
      category: 'content',
      page_name: values.page,
      component_name: values.component,
      usage_context: values.usage ?? null,
      image_source: 'uploaded',
      title: null,
      alt_text: values.alt ?? null,
      tags: null,
      original_url: null,
      is_active: values.active ?? true,
      file_location: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

let storedImages = 0;

/** An uploaded library image whose row describes stored files (which need not exist); returns its id. */
export async function addStoredImage(db: Kysely<Database>, values: { page?: string | null; active?: boolean } = {}) {
  storedImages += 1;
  const id = randomUUID();
  const key = `website-images/${Date.now()}-matrix${storedImages}.png`;
  const file = { key, url: `/media/${key}`, contentType: 'image/png', width: 2, height: 2, size: 70 };
  const at = new Date().toISOString();
  await db
    .insertInto('website_images')
    .values({
      id,
      filename: `image-${storedImages}.png`,
      storage_path: key,
      public_url: file.url,
      mime_type: 'image/png',
      file_size: 70,
      width: 2,
      height: 2,
      category: 'content',
      page_name: values.page ?? null,
      component_name: null,
      usage_context: null,
      image_source: 'uploaded',
      title: null,
      alt_text: 'A test image',
      tags: null,
      original_url: null,
      is_active: values.active ?? true,
      file_location: 'Local storage',
      stored_image: JSON.stringify({ original: file, variants: [] }),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

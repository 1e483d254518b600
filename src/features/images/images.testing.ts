// Test helper: an image in the library, as staff would add it, for tests of the pages that look images up.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

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

// The bundled artwork for every image slot a fresh install shows, as seed items.
import { randomUUID } from 'node:crypto';
import type { SeedItem } from '#src/platform/db/seed.ts';
import { imageSlots } from './slots.ts';

export function imageSeedItems(): SeedItem[] {
  return imageSlots.map((slot) => ({
    key: `image:${slot.pageName}/${slot.componentName}`,
    insert: (trx, now) =>
      trx
        .insertInto('website_images')
        .values({
          id: randomUUID(),
          filename: slot.publicUrl.split('/').pop() ?? slot.publicUrl,
          storage_path: null,
          public_url: slot.publicUrl,
          mime_type: 'image/svg+xml',
          file_size: null,
          width: slot.width,
          height: slot.height,
          category: 'site',
          page_name: slot.pageName,
          component_name: slot.componentName,
          usage_context: null,
          image_source: 'uploaded',
          title: slot.title,
          alt_text: slot.altText,
          tags: JSON.stringify(['bundled']),
          original_url: null,
          is_active: true,
          file_location: 'bundled',
          created_at: now,
          updated_at: now,
        })
        .execute(),
  }));
}

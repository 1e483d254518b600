// The managed image library: an uploaded image keeps the description of its stored files (original
// and responsive variants, with width and height); an image can be marked decorative (shown without
// alt text); an Unsplash photo keeps what its attribution needs (photographer, links, the raw URL
// its sizes are made from).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function imageLibrary(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // JSON: the pipeline's StoredImage; null for Unsplash photos and the bundled artwork.
      await db.schema.alterTable('website_images').addColumn('stored_image', 'text').execute();
      // JSON: { photoId, rawUrl, photographer, photographerUrl, photoUrl }; null unless from Unsplash.
      await db.schema.alterTable('website_images').addColumn('unsplash', 'text').execute();
      await db.schema
        .alterTable('website_images')
        .addColumn('is_decorative', c.boolean, (col) => col.notNull().defaultTo(c.false))
        .execute();
      // The screen's Source filter and the newest-first list.
      await db.schema
        .createIndex('website_images_source_idx')
        .on('website_images')
        .columns(['image_source', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('website_images_source_idx').ifExists().execute();
      await db.schema.alterTable('website_images').dropColumn('is_decorative').execute();
      await db.schema.alterTable('website_images').dropColumn('unsplash').execute();
      await db.schema.alterTable('website_images').dropColumn('stored_image').execute();
    },
  };
}

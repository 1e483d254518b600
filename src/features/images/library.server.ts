// The image library's changes: upload through the image pipeline, edit details, delete (single and
// bulk: the rows, their audit entries, then the stored files and variants) and the zip of a
// selection. Every change is audited. Unsplash additions and replacements are in unsplash.server.ts.
import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { parseJsonColumn, toBoolean, toIsoTimestamp } from '#src/platform/db/values.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import { errorFields } from '#src/platform/log.ts';
import { deleteStoredImage, storeImage } from '#src/platform/media/image-pipeline.server.ts';
import { readStoredImage } from '#src/platform/media/responsive.ts';
import { isValidKey } from '#src/platform/storage/file-storage.ts';
import type { UploadServices } from '../admin/admin-endpoint.server.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { uploadCategory } from './catalogue.ts';
import { IMAGE_MESSAGES, type ImageEditValues, LIBRARY_PREFIX, type PlacementValues } from './schema.ts';
import type { WebsiteImagesTable } from './tables.ts';
import type { LibraryImage, UnsplashAttribution } from './types.ts';

type ImageRow = Selectable<WebsiteImagesTable>;

export function toLibraryImage(row: ImageRow): LibraryImage {
  const tags = parseJsonColumn<unknown>(row.tags);
  return {
    id: row.id,
    filename: row.filename,
    storage_path: row.storage_path,
    public_url: row.public_url,
    mime_type: row.mime_type,
    file_size: row.file_size === null ? null : Number(row.file_size),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    category: row.category,
    page_name: row.page_name,
    component_name: row.component_name,
    usage_context: row.usage_context,
    image_source: row.image_source,
    title: row.title,
    alt_text: row.alt_text,
    tags: Array.isArray(tags) ? tags.map(String) : null,
    original_url: row.original_url,
    is_active: toBoolean(row.is_active),
    is_decorative: toBoolean(row.is_decorative),
    file_location: row.file_location,
    created_at: toIsoTimestamp(row.created_at),
    updated_at: toIsoTimestamp(row.updated_at),
    stored: readStoredImage(row.stored_image),
    unsplash: parseJsonColumn<UnsplashAttribution>(row.unsplash),
  };
}

/** Spec call "Read images": every image, newest first. */
export async function listLibraryImages(db: Kysely<Database>): Promise<LibraryImage[]> {
  const rows = await db.selectFrom('website_images').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toLibraryImage);
}

export async function findLibraryImage(db: Kysely<Database>, id: string): Promise<LibraryImage> {
  const row = await db.selectFrom('website_images').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, IMAGE_MESSAGES.notFound);
  return toLibraryImage(row);
}

export const auditImage = audit({ type: 'website_image', actionPrefix: 'image' });

/**
 * Beyond the spec: an image shown on a page (active, with a page) needs alt text unless it is
 * marked decorative, so a screen reader never meets an unlabelled picture.
 */
export function assertAltTextRule(image: {
  is_active: boolean;
  page_name: string | null;
  alt_text: string | null;
  is_decorative: boolean;
}): void {
  if (image.is_active && image.page_name && !image.alt_text && !image.is_decorative) {
    throw new Refusal(422, IMAGE_MESSAGES.altRequired);
  }
}

/** Removes an image's stored files; a failure is logged (the row is gone; the delete can be repeated by key). */
export async function discardFiles(
  services: Pick<UploadServices, 'storage' | 'logger'>,
  image: Pick<LibraryImage, 'stored' | 'storage_path' | 'image_source'>,
): Promise<void> {
  try {
    if (image.stored) await deleteStoredImage(services.storage, image.stored.original.key);
    else if (image.image_source === 'uploaded' && image.storage_path && isValidKey(image.storage_path)) {
      await services.storage.delete(image.storage_path);
    }
  } catch (error) {
    services.logger.warn('library image files could not be deleted', { ...errorFields(error), key: image.storage_path });
  }
}

export interface UploadRequest extends PlacementValues {
  /** The original file name, already checked (checkFilename); the stored key is the server's own. */
  filename: string;
}

/**
 * Spec call "Upload image": stores the file through the pipeline as `website-images/{timestamp}-
 * {random}.{ext}` with its variants and inserts its row (category: auto becomes the rule's, or
 * content). Shown on the page at once only when the alt text rule allows: uploads carry no alt text,
 * so an upload for a page slot waits inactive until its alt text is added.
 */
export async function uploadLibraryImage(
  services: UploadServices,
  actor: StaffUser,
  request: UploadRequest,
  bytes: Uint8Array,
): Promise<LibraryImage> {
  const stored = await storeImage(services.storage, bytes, { prefix: LIBRARY_PREFIX, limits: services.uploads });
  const id = randomUUID();
  const now = new Date();
  const { original } = stored;
  try {
    await services.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('website_images')
        .values({
          id,
          filename: request.filename,
          storage_path: original.key,
          public_url: original.url,
          mime_type: original.contentType,
          file_size: original.size,
          width: original.width,
          height: original.height,
          category: uploadCategory(request.category, request.page_name, request.component_name),
          page_name: request.page_name,
          component_name: request.component_name,
          usage_context: request.usage_context,
          image_source: 'uploaded',
          title: null,
          alt_text: null,
          tags: null,
          original_url: null,
          is_active: request.page_name === null,
          file_location: services.storage.driver === 's3' ? 'S3 bucket' : 'Local storage',
          stored_image: JSON.stringify(stored),
          created_at: now,
          updated_at: now,
        })
        .execute();
      await auditImage(trx, actor, 'upload', id, {
        filename: request.filename,
        page: request.page_name,
        component: request.component_name,
      });
    });
  } catch (error) {
    await discardFiles(services, { stored, storage_path: original.key, image_source: 'uploaded' });
    throw error;
  }
  return findLibraryImage(services.database.db, id);
}

/** Spec call "Update image details": title, alt text, category, tags; and (beyond the spec) active and decorative. */
export async function updateLibraryImage(
  database: AppDatabase,
  actor: StaffUser,
  id: string,
  values: ImageEditValues,
): Promise<LibraryImage> {
  await database.db.transaction().execute(async (trx) => {
    const before = await findLibraryImage(trx, id);
    const after = {
      title: values.title,
      alt_text: values.alt_text,
      category: values.category,
      tags: values.tags,
      is_active: values.is_active ?? before.is_active,
      is_decorative: values.is_decorative ?? before.is_decorative,
    };
    assertAltTextRule({ ...after, page_name: before.page_name });
    await trx
      .updateTable('website_images')
      .set({ ...after, tags: after.tags ? JSON.stringify(after.tags) : null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const changed = (['title', 'alt_text', 'category', 'is_active', 'is_decorative'] as const).filter(
      (field) => before[field] !== after[field],
    );
    if (JSON.stringify(before.tags) !== JSON.stringify(after.tags)) changed.push('tags' as never);
    await auditImage(trx, actor, 'update', id, {
      filename: before.filename,
      title: after.title,
      changed: changed.join(', ') || 'nothing',
    });
  });
  return findLibraryImage(database.db, id);
}

/**
 * Spec call "Delete image", single and bulk, as one operation: every row and its audit entry in
 * one transaction (all or none: an id that is gone refuses the whole selection), then each image's
 * stored files and variants.
 */
export async function deleteLibraryImages(services: UploadServices, actor: StaffUser, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const deleted = await services.database.db.transaction().execute(async (trx) => {
    const rows = (await trx.selectFrom('website_images').selectAll().where('id', 'in', unique).execute()).map(toLibraryImage);
    if (rows.length !== unique.length) {
      throw new Refusal(404, unique.length === 1 ? IMAGE_MESSAGES.notFound : IMAGE_MESSAGES.someNotFound);
    }
    await trx.deleteFrom('website_images').where('id', 'in', unique).execute();
    for (const row of rows) {
      await auditImage(trx, actor, 'delete', row.id, { filename: row.filename, title: row.title, bulk: unique.length > 1 });
    }
    return rows;
  });
  for (const image of deleted) await discardFiles(services, image);
  return deleted.length;
}

/** `name.ext`, `name-2.ext`…: every entry of a zip gets its own name. */
function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem}-${n}${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/gif': '.gif',
};

/** The zip's entry name: the original file name with the stored type's extension. */
function entryName(image: LibraryImage, contentType: string): string {
  const base = image.filename.replace(/\.[A-Za-z0-9]+$/, '') || image.id;
  return `${base}${EXTENSION_OF[contentType] ?? ''}`;
}

/**
 * "Download (N)": the stored originals of the selection as one zip, streamed as it is written
 * (no file is held whole in memory). Unsplash photos are linked, not stored, so they are left out;
 * a selection with nothing stored is refused.
 */
export async function zipLibraryImages(
  services: Pick<UploadServices, 'database' | 'storage' | 'logger'>,
  ids: string[],
): Promise<ReadableStream<Uint8Array>> {
  const unique = [...new Set(ids)];
  const rows = (await services.database.db.selectFrom('website_images').selectAll().where('id', 'in', unique).execute()).map(
    toLibraryImage,
  );
  if (rows.length !== unique.length) throw new Refusal(404, IMAGE_MESSAGES.someNotFound);
  const files = rows.filter((row) => row.stored !== null);
  if (files.length === 0) throw new Refusal(422, IMAGE_MESSAGES.nothingToDownload);
  // Loaded when a zip is asked for: archiver and its streams hold about 2 MB of heap once loaded.
  const { ZipArchive } = await import('archiver');
  // Stored images are already compressed: store them as they are.
  const archive = new ZipArchive({ store: true });
  const output = new PassThrough();
  archive.on('warning', (error) => services.logger.warn('zip warning', errorFields(error)));
  archive.on('error', (error) => {
    services.logger.error('zip failed', errorFields(error));
    output.destroy(error);
  });
  archive.pipe(output);
  const taken = new Set<string>();
  void (async () => {
    for (const image of files) {
      const key = image.stored?.original.key ?? '';
      const object = await services.storage.get(key);
      if (!object) {
        services.logger.warn('stored image missing from the zip', { key });
        continue;
      }
      archive.append(Readable.fromWeb(object.body as import('node:stream/web').ReadableStream), {
        name: uniqueName(entryName(image, object.contentType), taken),
        date: new Date(image.created_at),
      });
      // One source stream at a time, so at most one file is open.
      await new Promise<void>((resolve) => archive.once('entry', () => resolve()));
    }
    await archive.finalize();
  })().catch((error: unknown) => archive.emit('error', error));
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

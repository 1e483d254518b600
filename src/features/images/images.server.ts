// Page images from the managed library, most specific first (public spec calls 5 and 6):
// page + component + usage context, then page + component, then any active image of the page,
// then the bundled artwork; and library images by id, for content that refers to one (insights).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { parseJsonColumn, toBoolean } from '#src/platform/db/values.ts';
import { readStoredImage } from '#src/platform/media/responsive.ts';
import type { ComponentOf, PageId } from './catalogue.ts';
import { responsiveParts } from './page-image.ts';
import { fallbackImageFor } from './slots.ts';
import type { WebsiteImagesTable } from './tables.ts';
import type { PageImage, UnsplashAttribution } from './types.ts';

export type { PageImage };

const DEFAULT_WIDTH = 1600;
const DEFAULT_HEIGHT = 900;

const PAGE_IMAGE_COLUMNS = [
  'id',
  'public_url',
  'alt_text',
  'title',
  'width',
  'height',
  'stored_image',
  'unsplash',
  'is_decorative',
] as const;

function activeImagesOf(db: Kysely<Database>, pageName: string) {
  return db
    .selectFrom('website_images')
    .select(PAGE_IMAGE_COLUMNS)
    .where('page_name', '=', pageName)
    .where('is_active', '=', true)
    .orderBy('updated_at', 'desc')
    .limit(1);
}

type ImageRow = Pick<Selectable<WebsiteImagesTable>, (typeof PAGE_IMAGE_COLUMNS)[number]>;

function toPageImage(row: ImageRow, fallbackAlt: string): PageImage {
  const unsplash = parseJsonColumn<UnsplashAttribution>(row.unsplash);
  const responsive = responsiveParts({
    id: row.id,
    public_url: row.public_url,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    stored: readStoredImage(row.stored_image),
    unsplash,
  });
  return {
    id: row.id,
    src: row.public_url,
    // A decorative image says nothing the text does not: alt="" so screen readers skip it.
    alt: toBoolean(row.is_decorative) ? '' : (row.alt_text ?? row.title ?? fallbackAlt),
    width: row.width === null ? DEFAULT_WIDTH : Number(row.width),
    height: row.height === null ? DEFAULT_HEIGHT : Number(row.height),
    ...responsive,
    unsplash,
  };
}

/** The image a page shows in one of its catalogue slots (typed: a page can only ask for its own slots). */
export async function findPageImage<P extends PageId>(
  db: Kysely<Database>,
  pageName: P,
  componentName: ComponentOf<P>,
  usageContext?: string,
): Promise<PageImage> {
  const fallback = fallbackImageFor(pageName, componentName);
  const fallbackAlt = fallback.altText;
  const candidates = [
    usageContext
      ? activeImagesOf(db, pageName).where('component_name', '=', componentName).where('usage_context', '=', usageContext)
      : null,
    activeImagesOf(db, pageName).where('component_name', '=', componentName),
    activeImagesOf(db, pageName),
  ];
  for (const query of candidates) {
    if (!query) continue;
    const row = await query.executeTakeFirst();
    if (row) return toPageImage(row, fallbackAlt);
  }
  return { id: 'fallback', src: fallback.publicUrl, alt: fallbackAlt, width: fallback.width, height: fallback.height };
}

/** Several slots of one page at once, keyed by component. */
export async function findPageImages<P extends PageId, const T extends ComponentOf<P>>(
  db: Kysely<Database>,
  pageName: P,
  componentNames: readonly T[],
): Promise<Record<T, PageImage>> {
  const entries = await Promise.all(componentNames.map(async (name) => [name, await findPageImage(db, pageName, name)] as const));
  return Object.fromEntries(entries) as Record<T, PageImage>;
}

/**
 * Library images by id, as pages render them (variants and `srcset`, alt text, Unsplash credit), for
 * content that refers to an image by its id (an insight's article image). One query for the lot.
 */
export async function findLibraryImages(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, PageImage>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('website_images').select(PAGE_IMAGE_COLUMNS).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, toPageImage(row, row.title ?? '')]));
}

// images/'s tables, as Kysely types them (both dialects): the image library.
// Composed into the one Database in src/server/areas.ts.
import type { ColumnType } from 'kysely';
import type { Defaulted, Flag, Timestamp } from '#src/platform/db/schema.ts';

export const IMAGE_SOURCES = ['uploaded', 'unsplash'] as const;

export type ImageSource = (typeof IMAGE_SOURCES)[number];

export interface WebsiteImagesTable {
  id: string;
  filename: string;
  storage_path: string | null;
  public_url: string;
  mime_type: string | null;
  file_size: number | null;
  width: number | null;
  height: number | null;
  category: string | null;
  page_name: string | null;
  component_name: string | null;
  usage_context: string | null;
  image_source: ImageSource;
  title: string | null;
  alt_text: string | null;
  /** JSON array of strings, or null when there are none. */
  tags: string | null;
  original_url: string | null;
  is_active: Flag;
  file_location: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** JSON: the pipeline's StoredImage (original and variants); null for Unsplash photos and bundled artwork. */
  stored_image: Defaulted<string | null>;
  /** JSON: the Unsplash photo's attribution (UnsplashAttribution); null for other images. */
  unsplash: Defaulted<string | null>;
  /** Shown with an empty alt text: the image says nothing the page's text does not. */
  is_decorative: ColumnType<boolean | number, boolean | undefined, boolean>;
}

/** The tables images/ owns, by name. */
export interface ImageTables {
  website_images: WebsiteImagesTable;
}

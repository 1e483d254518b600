// The image a page shows in a slot, and a library image as the admin screen sees it; plain data
// handed to React components.
import type { StoredImage } from '#src/platform/media/responsive.ts';

/** Who took an Unsplash photo and where it lives, for "Photo by {name} on Unsplash". */
export interface UnsplashAttribution {
  photoId: string;
  /** The photo's raw URL: its sizes are made with `w=` (Unsplash hotlinking). */
  rawUrl: string;
  photographer: string;
  photographerUrl: string;
  /** The photo's page on Unsplash. */
  photoUrl: string;
}

export interface PageImage {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Responsive files: the pipeline's variants, or Unsplash sizes. */
  srcSets?: { type?: string; srcSet: string }[];
  unsplash?: UnsplashAttribution | null;
}

/** What drawing an image takes (SlotImage): a page image, or one read back from a drawn card. */
export type DrawnImage = Pick<PageImage, 'src' | 'alt' | 'width' | 'height' | 'srcSets'>;

export interface LibraryImage {
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
  image_source: 'uploaded' | 'unsplash';
  title: string | null;
  alt_text: string | null;
  tags: string[] | null;
  original_url: string | null;
  is_active: boolean;
  is_decorative: boolean;
  file_location: string | null;
  created_at: string;
  updated_at: string;
  stored: StoredImage | null;
  unsplash: UnsplashAttribution | null;
}

/** A photo as the screen shows it in the search grid (spec section 3: "Stock-photo item"). */
export interface UnsplashPhoto {
  id: string;
  description: string | null;
  alt_description: string | null;
  urls: { small: string; regular: string; raw: string };
  links: { html: string };
  user: { name: string; profile: string };
  width: number;
  height: number;
}

export interface UnsplashSearchResult {
  results: UnsplashPhoto[];
  total: number;
  total_pages: number;
}

// Image Management's words and rules (spec sections 5, 8 and 9): the edit form's schema shared by
// the dialog and the endpoint, the upload's fields, and every message and toast the screen shows.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES } from '#src/platform/media/image-rules.ts';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import { componentsOf, EDIT_CATEGORIES, isPageId, UPLOAD_CATEGORIES } from './catalogue.ts';

/** Storage folder of library images (spec section 7: "the website-images bucket"). */
export const LIBRARY_PREFIX = 'website-images';
/** At most this many images in one bulk delete or zip download. */
export const MAX_SELECTION = 500;
/** At most this many images in one zip: their ids travel in the download's URL, which servers cap at about 8-16 KB. */
export const MAX_DOWNLOAD = 200;
/** The edit form's limits, which a photo's title and alt text from Unsplash are cut to as well. */
export const IMAGE_TEXT_LIMITS = { title: 200, altText: 500 } as const;
/** Spec section 9: 20 Unsplash results per page. */
export const UNSPLASH_PER_PAGE = 20;

export const IMAGE_MESSAGES = {
  loading: 'Loading images...',
  subtitle: 'Manage your website images',
  searchPlaceholder: 'Search by filename, title or alt text...',
  empty: 'No images found matching your criteria.',
  deleteQuestion: (filename: string) => `Are you sure you want to delete "${filename}"? This action cannot be undone.`,
  bulkDeleteQuestion: (count: number) =>
    `Are you sure you want to delete ${count} selected images? This action cannot be undone.`,
  noFiles: 'Please select at least one image',
  onlyImages: 'Only image files are allowed',
  uploaded: (count: number) => `${count} image(s) uploaded successfully`,
  updated: 'Image updated successfully',
  deleted: 'Image deleted successfully',
  bulkDeleted: (count: number) => `${count} image(s) deleted successfully`,
  replaced: 'Image replaced successfully! Page will refresh to show changes.',
  unsplashAdded: (name: string) => `Unsplash image "${name}" added successfully`,
  sameImage: 'You selected the same image that is already in use.',
  uploadFailed: 'Failed to upload images',
  updateFailed: 'Failed to update image',
  fetchFailed: 'Failed to fetch images',
  deleteFailed: 'Failed to delete image',
  downloadFailed: 'Failed to download images',
  searchErrorTitle: 'Search Error',
  searchFailed: 'Failed to search Unsplash images. Please try again.',
  unsplashFailed: 'Failed to process Unsplash image',
  unsplashDisabled:
    'Unsplash is not set up: set UNSPLASH_ACCESS_KEY in the server configuration to search and add Unsplash photos.',
  notFound: 'That image no longer exists. Refresh the page and try again.',
  someNotFound: 'Some of the selected images no longer exist. Refresh the page and try again.',
  nothingSelected: 'Select at least one image.',
  tooManySelected: `Select at most ${MAX_SELECTION} images at a time.`,
  tooManyToDownload: `Download at most ${MAX_DOWNLOAD} images at a time.`,
  badFilename:
    'The file name is not allowed: it must not contain a path (/ or \\), "..", control characters or a null byte, and must be at most 200 characters.',
  unknownPage: 'Choose one of the listed pages.',
  unknownComponent: 'Choose one of the components of the chosen page.',
  componentNeedsPage: 'Choose a page before choosing a component.',
  unknownCategory: 'Choose one of the listed categories.',
  altRequired:
    'Add alt text (or mark the image as decorative) before it is shown on a page: people using screen readers need it.',
  titleTooLong: `Title must be at most ${IMAGE_TEXT_LIMITS.title} characters.`,
  altTooLong: `Alt text must be at most ${IMAGE_TEXT_LIMITS.altText} characters.`,
  tooManySearches: (seconds: number) =>
    `Too many image searches. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  tooManyUnsplashChoices: (seconds: number) =>
    `Too many Unsplash photos chosen. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  tagsTooLong: 'Tags must be at most 500 characters in all.',
  usageTooLong: 'Usage context must be at most 200 characters.',
  nothingToDownload:
    'None of the selected images is stored in the library: Unsplash photos are linked, and the bundled artwork ships with the site.',
} as const;

export { ACCEPTED_IMAGE_TYPES };

/** Spec section 5: a comma-separated string, trimmed, empties dropped, null when none. */
export function parseTags(text: string | null | undefined): string[] | null {
  const tags = (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return tags.length > 0 ? tags : null;
}

/** Empty (after trimming) becomes null (spec section 5: "An empty title or alt text is stored as null"). */
const nullableText = (max: number, message: string, label: string) =>
  z
    .string()
    .max(max, message)
    .refine(isSingleLine, singleLineMessage(label))
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));

export const ImageEditSchema = z.object({
  title: nullableText(IMAGE_TEXT_LIMITS.title, IMAGE_MESSAGES.titleTooLong, 'Title'),
  alt_text: nullableText(IMAGE_TEXT_LIMITS.altText, IMAGE_MESSAGES.altTooLong, 'Alt text'),
  category: z.enum(EDIT_CATEGORIES, { error: IMAGE_MESSAGES.unknownCategory }),
  tags: z
    .string()
    .max(500, IMAGE_MESSAGES.tagsTooLong)
    .refine(isSingleLine, singleLineMessage('Tags'))
    .nullish()
    .transform(parseTags),
  /** Beyond the spec: whether the image shows on its page, and whether it needs no alt text. */
  is_active: z.boolean().optional(),
  is_decorative: z.boolean().optional(),
});
export type ImageEditInput = z.input<typeof ImageEditSchema>;
export type ImageEditValues = z.output<typeof ImageEditSchema>;

/** Where an image is used: page and component from the catalogue, a free usage context. */
export const PlacementSchema = z
  .object({
    page_name: z
      .string()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isPageId(value), IMAGE_MESSAGES.unknownPage),
    component_name: z
      .string()
      .nullish()
      .transform((value) => value || null),
    usage_context: nullableText(200, IMAGE_MESSAGES.usageTooLong, 'Usage context'),
    category: z
      .string()
      .nullish()
      .transform((value) => value || 'auto')
      .refine((value) => (UPLOAD_CATEGORIES as readonly string[]).includes(value), IMAGE_MESSAGES.unknownCategory),
  })
  .superRefine((value, context) => {
    if (value.component_name === null) return;
    if (value.page_name === null) context.addIssue({ code: 'custom', message: IMAGE_MESSAGES.componentNeedsPage });
    else if (!componentsOf(value.page_name).some(([id]) => id === value.component_name)) {
      context.addIssue({ code: 'custom', message: IMAGE_MESSAGES.unknownComponent });
    }
  });
export type PlacementValues = z.output<typeof PlacementSchema>;

export const DownloadSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, IMAGE_MESSAGES.nothingSelected)
    .max(MAX_DOWNLOAD, IMAGE_MESSAGES.tooManyToDownload),
});

export const SelectionSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .min(1, IMAGE_MESSAGES.nothingSelected)
    .max(MAX_SELECTION, IMAGE_MESSAGES.tooManySelected),
});

/** An Unsplash photo to add (with a placement) or to replace an image with. */
export const UnsplashChoiceSchema = z.object({
  photo_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, IMAGE_MESSAGES.unsplashFailed),
});

/**
 * The original file name as the browser gave it: kept for display only (the stored key is made by
 * the server), but a path, "..", a control character or a null byte means it was not a plain name.
 */
export function checkFilename(name: string | null | undefined): string | null {
  if (!name) return null;
  const hasControl = [...name].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (name.length > 200 || /[/\\]/.test(name) || name.includes('..') || hasControl) return null;
  return name.trim() || null;
}

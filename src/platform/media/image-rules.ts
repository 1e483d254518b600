// What an image upload may be and what a refused one is told; shared by the server pipeline and by
// upload forms (their file picker's `accept` list and their own friendly early checks).

/** The raster types sharp decodes that the site accepts; SVG is refused because it can carry scripts. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const ONLY_ACCEPTED = 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.';
const MEBIBYTE = 1024 * 1024;

export const IMAGE_UPLOAD_MESSAGES = {
  onlyAccepted: ONLY_ACCEPTED,
  empty: 'The file is empty. Please choose the image again.',
  notAnImage: `This file is not a supported image, whatever its name says. ${ONLY_ACCEPTED}`,
  svg: `SVG images cannot be uploaded because they can carry scripts. ${ONLY_ACCEPTED}`,
  heic: `HEIC photos (the iPhone's usual format) cannot be uploaded. Share or export the photo as JPEG and upload that. ${ONLY_ACCEPTED}`,
  damaged: 'The image could not be read: the file is damaged or incomplete. Save or export it again and upload the new file.',
  /** The spec's wording for team photos ("File size must be less than 5MB"), for any limit. */
  tooLarge: (maxBytes: number) => `File size must be less than ${formatMegabytes(maxBytes)}MB`,
  tooManyPixels: (width: number, height: number, maxPixels: number) =>
    `The image is ${width} × ${height} pixels (${formatMegapixels(width * height)} megapixels); images can be at most ` +
    `${formatMegapixels(maxPixels)} megapixels. Make it smaller and upload it again.`,
} as const;

function formatMegabytes(bytes: number): string {
  return String(Math.round((bytes / MEBIBYTE) * 10) / 10);
}

function formatMegapixels(pixels: number): string {
  return String(Math.round((pixels / 1_000_000) * 10) / 10);
}

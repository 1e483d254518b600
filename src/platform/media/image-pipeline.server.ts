// Turns uploaded bytes into stored images: checks what the bytes are (never the name), refuses
// anything but the accepted raster types and oversized or decompression-bomb images, re-encodes
// upright without metadata, optionally centre-crops, and stores the original and its responsive
// AVIF and WebP variants, all or nothing. Knows no feature: callers pass the folder and the shape.
import { randomBytes } from 'node:crypto';
import type { Metadata, Sharp } from 'sharp';
import { IMMUTABLE_CACHE_CONTROL } from '../http/http-caching.ts';
import { Refusal } from '../http/refusal.ts';
import { assertValidKey, type FileStorage } from '../storage/file-storage.ts';
import { type AcceptedImageType, IMAGE_UPLOAD_MESSAGES } from './image-rules.ts';
import { IMAGE_PROCESSING, imageProcessingSlots } from './processing-slots.ts';
import type { StoredImage, StoredImageFile, VariantType } from './responsive.ts';

/**
 * Widths of the responsive variants, for layouts from phones to wide screens at 1x and 2x. 768 is for
 * phones 360–412 pixels wide at 1.75–2x (720–750 device pixels), which otherwise take the 960 variant
 * of a full-width image: about 40% more bytes for the hero that is their largest paint.
 */
export const DEFAULT_VARIANT_WIDTHS = [320, 640, 768, 960, 1280, 1920] as const;

export interface ImageLimits {
  /** Largest file in bytes (config.uploads.maxBytes; team photos pass the spec's 5 MB). */
  maxBytes: number;
  /** Largest width × height, checked from the header before any pixel is decoded. */
  maxPixels: number;
}

export interface StoreImageOptions {
  /** Folder of the stored files, such as `website-images` or `team-photos`. */
  prefix: string;
  limits: ImageLimits;
  /** Width ÷ height to centre-crop to (1 for a square); unset keeps the whole picture. */
  aspectRatio?: number;
  /** Variant widths (default DEFAULT_VARIANT_WIDTHS); none wider than the image, whose own width is added when narrower than the widest. */
  widths?: readonly number[];
}

/** An upload the pipeline refuses; its message says what is allowed. */
export class ImageRefusal extends Refusal {
  constructor(status: 413 | 422, message: string, options?: ErrorOptions) {
    super(status, message);
    this.name = 'ImageRefusal';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

type SniffedType = AcceptedImageType | 'svg' | 'heic';

const EXTENSIONS: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/** What sharp's metadata must say for each sniffed type (AVIF is HEIF with AV1 compression). */
const SHARP_FORMATS: Record<AcceptedImageType, { format: string; compression?: string }> = {
  'image/jpeg': { format: 'jpeg' },
  'image/png': { format: 'png' },
  'image/webp': { format: 'webp' },
  'image/avif': { format: 'heif', compression: 'av1' },
  'image/gif': { format: 'gif' },
};

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.subarray(start, end)).toString('latin1');
}

/** ISO base media (AVIF, HEIC) brands: the major brand and the compatible ones in the `ftyp` box. */
function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const boxSize = Math.min(Buffer.from(bytes).readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

/**
 * The type by the file's first bytes, so no decoder but the five accepted ones (and sharp's header
 * reader) ever sees an upload: PDF, TIFF, SVG and the rest stop here.
 */
function sniff(bytes: Uint8Array): SniffedType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  const brands = isoBrands(bytes);
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'image/avif';
  if (brands.some((brand) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))) return 'heic';
  const text = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<') && /<svg[\s>]/i.test(text)) return 'svg';
  return null;
}

interface CheckedImage {
  type: AcceptedImageType;
  /** Upright (EXIF orientation applied). */
  width: number;
  height: number;
}

let sharpLoading: Promise<typeof import('sharp')> | undefined;
/** sharp (libvips) is loaded with the first upload: a process that only serves pages never needs it. */
async function loadSharp(): Promise<typeof import('sharp').default> {
  sharpLoading ??= import('sharp').then((module) => {
    // Sized for a 1 GB host: no operation or file cache (every upload is new bytes, read once, so a
    // cache would only hold memory), and one libvips thread per image, since at most
    // IMAGE_PROCESSING.concurrent run at once.
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  return (await sharpLoading).default;
}

/** Everything that can be known without decoding pixels: size, type, dimensions. */
async function checkUpload(bytes: Uint8Array, limits: ImageLimits): Promise<CheckedImage> {
  if (bytes.length === 0) throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.empty);
  if (bytes.length > limits.maxBytes) throw new ImageRefusal(413, IMAGE_UPLOAD_MESSAGES.tooLarge(limits.maxBytes));
  const sniffed = sniff(bytes);
  if (sniffed === 'svg') throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.svg);
  if (sniffed === 'heic') throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.heic);
  if (sniffed === null) throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.notAnImage);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Headers only, so no pixel limit yet: sharp's own would hide the dimensions from the message below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.damaged);
  }
  const expected = SHARP_FORMATS[sniffed];
  if (metadata.format !== expected.format || (expected.compression && metadata.compression !== expected.compression)) {
    throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.notAnImage);
  }
  if (!metadata.width || !metadata.height) throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.damaged);
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.tooManyPixels(metadata.width, metadata.height, limits.maxPixels));
  }
  return { type: sniffed, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/** The largest centred box of the given width ÷ height inside the picture. */
function centreCrop(width: number, height: number, aspectRatio: number) {
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * aspectRatio)));
  const cropHeight = Math.max(1, Math.min(height, Math.round(width / aspectRatio)));
  return {
    left: Math.floor((width - cropWidth) / 2),
    top: Math.floor((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The requested widths narrower than the image, and the image's own width when no requested one reaches it. */
export function variantWidths(imageWidth: number, widths: readonly number[] = DEFAULT_VARIANT_WIDTHS): number[] {
  const narrower = [...new Set(widths)].filter((width) => width > 0 && width < imageWidth).sort((a, b) => a - b);
  return Math.max(...widths) >= imageWidth ? [...narrower, imageWidth] : narrower;
}

function encodeOriginal(image: Sharp, type: AcceptedImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      // Without Huffman optimisation libjpeg writes as it reads; with it, it holds every coefficient of
      // the picture first (about 280 MB more for 49 megapixels, for a file 4% smaller). The original
      // is kept, not shown: pages show the variants.
      return image.jpeg({ quality: 88, optimiseCoding: false });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 88 });
    case 'image/avif':
      return image.avif({ quality: 64 });
    case 'image/gif':
      return image.gif();
  }
}

/** The AVIF variants' quality (sharp's scale, 1–100). */
const AVIF_VARIANT_QUALITY = 50;

function encodeVariant(image: Sharp, type: VariantType): Sharp {
  // AVIF at effort 0: on a 2-core server a 1920-wide variant takes about 0.4 s instead of 2 s at
  // effort 2, for files of about the same size (measured on photo-like images, see decision 005).
  // Quality 50 (sharp's default) keeps a photo's 768-wide variant, the one a phone's hero takes, under
  // 30 KB: at 55 the photo-like bench images came to 24–32 KB, at 50 to 19–25 KB (issue 30).
  return type === 'image/avif' ? image.avif({ quality: AVIF_VARIANT_QUALITY, effort: 0 }) : image.webp({ quality: 80 });
}

interface EncodedFile {
  key: string;
  contentType: AcceptedImageType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** `{prefix}/{timestamp}-{random}`: unique, so a key is never reused and can be cached for ever. */
function newStem(prefix: string): string {
  return `${prefix}/${Date.now()}-${randomBytes(6).toString('hex')}`;
}

/** Decodes and encodes every file before anything is stored, so a damaged image stores nothing. */
async function encodeAll(bytes: Uint8Array, checked: CheckedImage, options: StoreImageOptions): Promise<EncodedFile[]> {
  // limitInputPixels repeats the header check inside the decoder; autoOrient applies EXIF rotation
  // before the crop; no keepMetadata/withMetadata, so EXIF, GPS, XMP and IPTC are all dropped.
  const sharp = await loadSharp();
  const decode = () => sharp(bytes, { limitInputPixels: options.limits.maxPixels, failOn: 'warning', autoOrient: true });
  const crop = options.aspectRatio ? centreCrop(checked.width, checked.height, options.aspectRatio) : undefined;
  const width = crop?.width ?? checked.width;
  const widths = variantWidths(width, options.widths);
  const widest = widths.at(-1) ?? width;
  const stem = newStem(options.prefix);
  const files: EncodedFile[] = [];
  try {
    // The original at full size, streamed through libvips from the upload's bytes.
    const original = await encodeOriginal(crop ? decode().extract(crop) : decode(), checked.type).toBuffer({
      resolveWithObject: true,
    });
    files.push({
      key: `${stem}.${EXTENSIONS[checked.type]}`,
      contentType: checked.type,
      bytes: original.data,
      width: original.info.width,
      height: original.info.height,
    });
    // The variants from one decode at the widest variant's size: a JPEG or WebP is decoded straight
    // at 1/2, 1/4 or 1/8 of its size (shrink-on-load), so a 49-megapixel photo becomes about 3
    // megapixels of pixels held once, instead of being decoded again for each of the twelve files.
    // `cover` from the centre is the same crop as the original's, taken after the shrink.
    const resized = crop
      ? decode().resize({ width: widest, height: Math.round((widest * crop.height) / crop.width), fit: 'cover' })
      : decode().resize({ width: widest });
    const pixels = await resized.raw().toBuffer({ resolveWithObject: true });
    const { channels } = pixels.info;
    const largest = { width: pixels.info.width, height: pixels.info.height };
    for (const type of ['image/avif', 'image/webp'] as const) {
      for (const variantWidth of widths) {
        const variant = sharp(pixels.data, { raw: { ...largest, channels } });
        const sized = variantWidth === widest ? variant : variant.resize({ width: variantWidth });
        const { data, info } = await encodeVariant(sized, type).toBuffer({ resolveWithObject: true });
        const key = `${stem}-${variantWidth}w.${EXTENSIONS[type]}`;
        files.push({ key, contentType: type, bytes: data, width: info.width, height: info.height });
      }
    }
  } catch (error) {
    // The header read fine, so a decoder failing now means damaged pixel data (a cut-off download,
    // a corrupt scan); the decoder's own words stay on the refusal as its cause.
    throw new ImageRefusal(422, IMAGE_UPLOAD_MESSAGES.damaged, { cause: error });
  }
  return files;
}

/**
 * A large image's buffers (its upload, its encoded files: some 40 MB for 49 megapixels) live long
 * enough to reach V8's old generation, which only a full collection frees, and a quiet server may
 * not run one for hours. With `--expose-gc` (as `npm start` runs), one runs a second after a large
 * image is stored, when the request has let go of them.
 */
function collectGarbageSoon(): void {
  const { gc } = globalThis as { gc?: () => void };
  if (gc) setTimeout(gc, 1000).unref();
}

/**
 * Checks, re-encodes and stores an uploaded image with its variants. Throws ImageRefusal (nothing
 * stored) for a file it will not take; if storing fails part-way, what was stored is removed again.
 */
export async function storeImage(storage: FileStorage, bytes: Uint8Array, options: StoreImageOptions): Promise<StoredImage> {
  assertValidKey(options.prefix);
  if (options.aspectRatio !== undefined && !(options.aspectRatio > 0 && Number.isFinite(options.aspectRatio))) {
    throw new Error(`aspectRatio must be a positive number (width ÷ height), not ${options.aspectRatio}`);
  }
  // The header check is cheap and refuses most bad files at once; decoding waits for a slot (every
  // slot for a large image).
  const checked = await checkUpload(bytes, options.limits);
  const pixels = checked.width * checked.height;
  const files = await imageProcessingSlots.run(pixels, () => encodeAll(bytes, checked, options));
  try {
    for (const file of files) {
      await storage.put(file.key, file.bytes, { contentType: file.contentType, cacheControl: IMMUTABLE_CACHE_CONTROL });
    }
  } catch (error) {
    // Every key, not only those stored: a put that failed after the bytes arrived leaves an object too.
    await Promise.allSettled(files.map((file) => storage.delete(file.key)));
    throw error;
  }
  if (pixels > IMAGE_PROCESSING.largePixels) collectGarbageSoon();
  const [original, ...variants] = files.map(
    ({ bytes: data, ...file }): StoredImageFile => ({ ...file, url: storage.publicUrl(file.key), size: data.length }),
  );
  if (!original) throw new Error('an image always has its original');
  return { original, variants };
}

const VARIANT_SUFFIX = /^-\d+w\.(avif|webp)$/;

/**
 * Deletes a stored image by its original's key: its variants first, then the original, so a delete
 * interrupted part-way can be repeated with the same key and leaves no orphans.
 */
export async function deleteStoredImage(storage: FileStorage, originalKey: string): Promise<void> {
  assertValidKey(originalKey);
  const stem = originalKey.replace(/\.[A-Za-z0-9]+$/, '');
  let startAfter: string | undefined;
  for (;;) {
    const listing = await storage.list(stem, { limit: 1000, startAfter });
    for (const { key } of listing.objects) {
      if (VARIANT_SUFFIX.test(key.slice(stem.length))) await storage.delete(key);
    }
    if (!listing.truncated) break;
    startAfter = listing.objects.at(-1)?.key;
  }
  await storage.delete(originalKey);
}

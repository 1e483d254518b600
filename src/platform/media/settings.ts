// The upload limits the image pipeline checks before decoding: bytes and pixels.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { wholeNumber } from '../settings.ts';

/** The largest UPLOAD_MAX_MB allowed; the Node adapter's own body limit is set from it at build time (astro.config.mjs). */
export const UPLOAD_MAX_MB_CEILING = 200;

export const uploadVariables = z.object({
  UPLOAD_MAX_MB: wholeNumber(1, UPLOAD_MAX_MB_CEILING).default(10),
  UPLOAD_MAX_MEGAPIXELS: wholeNumber(1, 268).default(50),
});

export interface UploadSettings {
  maxBytes: number;
  maxPixels: number;
}

export function uploadSettings(env: z.output<typeof uploadVariables>): UploadSettings {
  return { maxBytes: env.UPLOAD_MAX_MB * 1024 * 1024, maxPixels: env.UPLOAD_MAX_MEGAPIXELS * 1_000_000 };
}

// The one check the SEO fields' schema cannot make alone: a chosen social image must be an image of
// the library (an id typed by hand, or of an image deleted since, is refused beside its field).
import '#src/platform/validation/zod-jitless.ts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '#src/platform/db/schema.ts';
import type { PageSeo } from './seo.ts';

export const SOCIAL_IMAGE_UNKNOWN = 'Social image must be an image of the image library';

/** Refuses (422, like the schema's own refusals) a social image the library does not hold; `path` is where the SEO fields sit in the body. */
export async function refuseUnknownSocialImage(db: Kysely<Database>, seo: PageSeo | undefined, path: string[]): Promise<void> {
  if (!seo?.socialImage) return;
  const row = await db.selectFrom('website_images').select('id').where('id', '=', seo.socialImage).executeTakeFirst();
  if (row) return;
  throw new z.ZodError([{ code: 'custom', path: [...path, 'socialImage'], message: SOCIAL_IMAGE_UNKNOWN, input: undefined }]);
}

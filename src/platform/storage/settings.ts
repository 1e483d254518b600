// The storage settings: uploaded files on this machine's disk, or in an S3-compatible bucket.
import '#src/platform/validation/zod-jitless.ts';
import { resolve } from 'node:path';
import { z } from 'zod';
import { booleanSetting, optionalText } from '../settings.ts';

const STORAGE_DRIVERS = ['local', 's3'] as const;

export const storageVariables = z.object({
  STORAGE_DRIVER: z.enum(STORAGE_DRIVERS, { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://s3.ap-southeast-2.amazonaws.com' })
    .optional(),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanSetting.default(false),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://media.example.com.au' })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
});

type StorageVariables = z.output<typeof storageVariables>;

/** Where uploaded files live: a folder on this machine, or an S3-compatible bucket shared by every instance. */
export type StorageSettings =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      bucket: string;
      /** Unset: AWS itself; set for R2, MinIO, Spaces and other S3-compatible services. */
      endpoint: string | undefined;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** Where the bucket's objects can be fetched directly (a CDN or public bucket); unset: through /media. */
      publicUrl: string | undefined;
    };

/** A bucket needs its name, region and both keys. */
export function checkStorageVariables(env: StorageVariables, ctx: z.RefinementCtx): void {
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER is s3' });
    }
  }
}

/** The local driver keeps files under DATA_DIR/uploads. */
export function storageSettings(env: StorageVariables, dataDir: string): StorageSettings {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local', root: resolve(dataDir, 'uploads') };
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) {
    throw new Error('checkStorageVariables lets no partial S3 setting through');
  }
  return {
    driver: 's3',
    bucket,
    endpoint: env.S3_ENDPOINT,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

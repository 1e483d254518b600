// Storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…), for
// several instances sharing one set of files. Objects stay private unless S3_PUBLIC_URL says where
// the bucket (or a CDN in front of it) serves them; otherwise /media streams them from the bucket.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageSettings } from '../config.ts';
import {
  assertValidKey,
  assertValidPrefix,
  DEFAULT_CACHE_CONTROL,
  DEFAULT_LIST_LIMIT,
  type FileStorage,
  keyToUrlPath,
  MEDIA_ROUTE_PREFIX,
  type StoredObjectInfo,
} from './file-storage.ts';

export type S3Settings = Extract<StorageSettings, { driver: 's3' }>;

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** The details S3 returns on GET and HEAD, in the shape every driver answers with. */
function infoFrom(
  key: string,
  output: { ContentLength?: number; ContentType?: string; CacheControl?: string; ETag?: string; LastModified?: Date },
): StoredObjectInfo {
  const size = output.ContentLength ?? 0;
  const lastModified = output.LastModified ?? new Date(0);
  return {
    key,
    size,
    contentType: output.ContentType ?? 'application/octet-stream',
    cacheControl: output.CacheControl ?? DEFAULT_CACHE_CONTROL,
    etag: output.ETag ?? `"${size.toString(16)}-${lastModified.getTime().toString(16)}"`,
    lastModified,
  };
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible services reject the SDK's default
    // CRC32 trailers on upload and send none back on download.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    driver: 's3',

    async put(key, bytes, { contentType, cacheControl = DEFAULT_CACHE_CONTROL }) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: cacheControl }),
      );
    },

    async get(key) {
      assertValidKey(key);
      try {
        const output = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!output.Body) return null;
        return { ...infoFrom(key, output), body: output.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async head(key) {
      assertValidKey(key);
      try {
        return infoFrom(key, await client.send(new HeadObjectCommand({ Bucket, Key: key })));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix, { limit = DEFAULT_LIST_LIMIT, startAfter } = {}) {
      assertValidPrefix(prefix);
      const output = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, MaxKeys: limit, StartAfter: startAfter }),
      );
      return {
        objects: (output.Contents ?? []).flatMap((item) =>
          item.Key ? [{ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) }] : [],
        ),
        truncated: output.IsTruncated === true,
      };
    },

    publicUrl(key) {
      assertValidKey(key);
      return settings.publicUrl ? `${settings.publicUrl}/${keyToUrlPath(key)}` : `${MEDIA_ROUTE_PREFIX}${keyToUrlPath(key)}`;
    },
  };
}

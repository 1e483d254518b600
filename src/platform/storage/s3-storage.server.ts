// Storage in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…), for
// several instances sharing one set of files. Objects stay private unless S3_PUBLIC_URL says where
// the bucket (or a CDN in front of it) serves them; otherwise /media streams them from the bucket.
import type { S3Client } from '@aws-sdk/client-s3';
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
import type { StorageSettings } from './settings.ts';

export type S3Settings = Extract<StorageSettings, { driver: 's3' }>;

type S3Sdk = typeof import('@aws-sdk/client-s3');
let sdkLoading: Promise<S3Sdk> | undefined;
/** The SDK is loaded on first use: about 30 MB of memory that an install on local disk never needs. */
const loadSdk = () => {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
};

function isNotFound(sdk: S3Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
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
  let client: S3Client | undefined;
  const connect = async () => {
    const sdk = await loadSdk();
    client ??= newClient(sdk, settings);
    return { sdk, client };
  };
  const Bucket = settings.bucket;

  return {
    driver: 's3',

    async put(key, bytes, { contentType, cacheControl = DEFAULT_CACHE_CONTROL }) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: cacheControl }),
      );
    },

    async get(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      try {
        const output = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!output.Body) return null;
        return { ...infoFrom(key, output), body: output.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },

    async head(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      try {
        return infoFrom(key, await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key })));
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix, { limit = DEFAULT_LIST_LIMIT, startAfter } = {}) {
      assertValidPrefix(prefix);
      const { sdk, client } = await connect();
      const output = await client.send(
        new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, MaxKeys: limit, StartAfter: startAfter }),
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

function newClient(sdk: S3Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible services reject the SDK's default
    // CRC32 trailers on upload and send none back on download.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

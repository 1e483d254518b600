// The one interface every stored file goes through (uploads, team photos, image variants), and the
// rules for its keys, shared by the local-disk and S3 drivers so both refuse the same bad keys.

/** Spec section 9: a listing returns at most 100 objects unless told otherwise. */
export const DEFAULT_LIST_LIMIT = 100;
/** Spec section 9: cache control of a stored object when the caller sets none. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=3600';
/** Path under which the site serves stored files itself (src/pages/media/[...key].ts). */
export const MEDIA_ROUTE_PREFIX = '/media/';

const MAX_KEY_LENGTH = 512;
const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export interface PutOptions {
  contentType: string;
  /** Default: DEFAULT_CACHE_CONTROL. */
  cacheControl?: string;
}

export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string;
  cacheControl: string;
  /** A quoted entity tag, as sent in an `ETag` header. */
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends StoredObjectInfo {
  body: ReadableStream<Uint8Array>;
}

export interface ListOptions {
  /** Default: DEFAULT_LIST_LIMIT. */
  limit?: number;
  /** Continue a listing after this key (the last key of the previous page). */
  startAfter?: string;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface ObjectListing {
  /** In key order (byte order, as S3 lists). */
  objects: ListedObject[];
  /** More objects match: list again with `startAfter` set to the last key. */
  truncated: boolean;
}

export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Stores the bytes under the key, replacing any object there; readers see the old or the new object, never a part. */
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The object as a stream with its details, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's details without its bytes, or null when there is none. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Objects whose key starts with the prefix ("" for all). */
  list(prefix: string, options?: ListOptions): Promise<ObjectListing>;
  /** Where a browser fetches the object: the media route, or the bucket's public URL when one is set. */
  publicUrl(key: string): string;
}

/** A key that could escape the storage root or confuse a path or URL; the message says which rule it broke. */
export class StorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Storage key ${JSON.stringify(key)} is not allowed: ${reason}.`);
    this.name = 'StorageKeyError';
  }
}

function keyProblem(key: string): string | null {
  if (key === '') return 'it is empty';
  if (key.includes('\0')) return 'it contains a NUL byte';
  if (key.includes('\\')) return 'it contains a backslash; separate folders with /';
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) {
    return 'it is an absolute path; keys are relative, such as team-photos/photo.webp';
  }
  if (key.split('/').some((segment) => segment === '..' || segment === '.')) return 'it contains a . or .. segment';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (!key.split('/').every((segment) => KEY_SEGMENT.test(segment))) {
    return 'each /-separated part must start with a letter or digit and hold only letters, digits, dots, dashes and underscores';
  }
  return null;
}

/** Throws StorageKeyError unless the key is safe on every driver. */
export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new StorageKeyError(key, problem);
}

export function isValidKey(key: string): boolean {
  return keyProblem(key) === null;
}

/** A listing prefix is "" or a key, optionally ending in "/" (a folder). */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** A key's URL path below a base: each segment percent-encoded (the key rules leave nothing to encode today). */
export function keyToUrlPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

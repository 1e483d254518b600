// The default storage: files in a folder on this machine (DATA_DIR/uploads). Each object's content
// type, cache control and entity tag sit in a hidden sidecar, `.<name>.meta.json`, next to it.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  assertValidKey,
  assertValidPrefix,
  DEFAULT_CACHE_CONTROL,
  DEFAULT_LIST_LIMIT,
  type FileStorage,
  isValidKey,
  keyToUrlPath,
  type ListedObject,
  MEDIA_ROUTE_PREFIX,
  StorageKeyError,
  type StoredObjectInfo,
} from './file-storage.ts';

interface Sidecar {
  contentType: string;
  cacheControl: string;
  etag: string;
}

const OCTET_STREAM = 'application/octet-stream';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Writes through a temporary file in the same folder and renames it into place, so no reader sees half a file. */
async function writeAtomically(path: string, bytes: Uint8Array | string): Promise<void> {
  const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);

  function pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(base, ...key.split('/'));
    // The key rules already keep a path inside the root; this holds even if those rules change.
    if (!path.startsWith(base + sep)) throw new StorageKeyError(key, 'it points outside the storage folder');
    return path;
  }

  function sidecarOf(path: string): string {
    return join(dirname(path), `.${basename(path)}.meta.json`);
  }

  async function readSidecar(path: string): Promise<Sidecar | null> {
    try {
      return JSON.parse(await readFile(sidecarOf(path), 'utf8')) as Sidecar;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function infoOf(key: string, path: string, size: number, mtime: Date): Promise<StoredObjectInfo> {
    const sidecar = await readSidecar(path);
    return {
      key,
      size,
      // A file copied in by hand has no sidecar: served as bytes, revalidated by size and time.
      contentType: sidecar?.contentType ?? OCTET_STREAM,
      cacheControl: sidecar?.cacheControl ?? DEFAULT_CACHE_CONTROL,
      etag: sidecar?.etag ?? `"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
      lastModified: mtime,
    };
  }

  /** Every file below `folder` as a key, valid or not (the caller filters). */
  async function walk(folder: string): Promise<string[]> {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) keys.push(...(await walk(path)));
      else if (entry.isFile()) keys.push(relative(base, path).split(sep).join('/'));
    }
    return keys;
  }

  async function head(key: string): Promise<StoredObjectInfo | null> {
    const path = pathOf(key);
    try {
      const details = await stat(path);
      return details.isFile() ? await infoOf(key, path, details.size, details.mtime) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    driver: 'local',

    async put(key, bytes, { contentType, cacheControl = DEFAULT_CACHE_CONTROL }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
      // Sidecar first: a crash between the two renames leaves an invisible sidecar, never a new file without its type.
      const sidecar = sidecarOf(path);
      await writeAtomically(sidecar, JSON.stringify({ contentType, cacheControl, etag } satisfies Sidecar));
      try {
        await writeAtomically(path, bytes);
      } catch (error) {
        if ((await head(key)) === null) await rm(sidecar, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      let handle: FileHandle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // Details from the open file, so a replace between the two calls cannot mix old size with new bytes.
        const details = await handle.stat();
        if (!details.isFile()) {
          await handle.close();
          return null;
        }
        const info = await infoOf(key, path, details.size, details.mtime);
        const stream = createReadStream('', { fd: handle, autoClose: true });
        return { ...info, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    head,

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(sidecarOf(path), { force: true });
    },

    async list(prefix, { limit = DEFAULT_LIST_LIMIT, startAfter } = {}) {
      assertValidPrefix(prefix);
      const folder = prefix.includes('/') ? join(base, ...prefix.slice(0, prefix.lastIndexOf('/')).split('/')) : base;
      const keys = (await walk(folder))
        // Valid keys only: sidecars and temporary files start with a dot, which no key segment does.
        // Keys are ASCII, so string order is S3's byte order.
        .filter((key) => isValidKey(key) && key.startsWith(prefix) && (startAfter === undefined || key > startAfter))
        .sort();
      const objects: ListedObject[] = [];
      for (const key of keys.slice(0, limit)) {
        try {
          const details = await stat(join(base, ...key.split('/')));
          objects.push({ key, size: details.size, lastModified: details.mtime });
        } catch (error) {
          if (!isMissing(error)) throw error; // deleted while listing: leave it out
        }
      }
      return { objects, truncated: keys.length > limit };
    },

    publicUrl(key) {
      assertValidKey(key);
      return `${MEDIA_ROUTE_PREFIX}${keyToUrlPath(key)}`;
    },
  };
}

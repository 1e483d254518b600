// GET and HEAD /media/<key>: stored files from whichever storage is configured. Keys are never
// reused (timestamp + random), so every answer may be cached for a year without revalidating.
import { etagMatches, IMMUTABLE_CACHE_CONTROL, PRIVATE_NO_STORE } from '../http/http-caching.ts';
import { errorFields, type Logger } from '../log.ts';
import { type FileStorage, isValidKey, type StoredObjectInfo } from '../storage/file-storage.ts';
import { ACCEPTED_IMAGE_TYPES } from './image-rules.ts';

export interface MediaDependencies {
  storage: FileStorage;
  logger: Logger;
}

const INLINE_TYPES: ReadonlySet<string> = new Set(ACCEPTED_IMAGE_TYPES);

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': PRIVATE_NO_STORE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Only the accepted image types are shown in the browser; anything else stored is handed over as a download. */
function objectHeaders(info: StoredObjectInfo): Headers {
  const inline = INLINE_TYPES.has(info.contentType);
  const headers = new Headers({
    'Content-Type': inline ? info.contentType : 'application/octet-stream',
    'Cache-Control': IMMUTABLE_CACHE_CONTROL,
    ETag: info.etag,
    'X-Content-Type-Options': 'nosniff',
    // Opened on its own, a file may run nothing and load nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  if (!inline) headers.set('Content-Disposition', 'attachment');
  return headers;
}

export async function serveMedia(
  request: Request,
  key: string | undefined,
  { storage, logger }: MediaDependencies,
): Promise<Response> {
  if (!key || !isValidKey(key)) return plain(404, 'Not found.');
  try {
    const ifNoneMatch = request.headers.get('if-none-match');
    if (request.method === 'HEAD' || ifNoneMatch) {
      const info = await storage.head(key);
      if (!info) return plain(404, 'Not found.');
      const headers = objectHeaders(info);
      if (etagMatches(ifNoneMatch, info.etag)) return new Response(null, { status: 304, headers });
      if (request.method === 'HEAD') {
        headers.set('Content-Length', String(info.size));
        return new Response(null, { status: 200, headers });
      }
    }
    const object = await storage.get(key);
    if (!object) return plain(404, 'Not found.');
    const headers = objectHeaders(object);
    headers.set('Content-Length', String(object.size));
    return new Response(object.body, { status: 200, headers });
  } catch (error) {
    logger.error('media file could not be read', { key, ...errorFields(error) });
    return plain(503, 'The file could not be loaded. Please try again.');
  }
}

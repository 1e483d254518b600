// The build's hashed assets (/_astro/*): answered from memory with a year-long immutable cache, in the
// brotli or gzip variant compressed once at build time (precompressAssets), never compressed again
// per request. A new build gives changed files new names, which is why immutable is safe.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { IMMUTABLE_CACHE_CONTROL, preferredEncoding } from './http-caching.ts';

export const ASSET_PREFIX = '/_astro/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};
/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt']);

interface Asset {
  contentType: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** After a build: writes `<file>.br` and `<file>.gz` beside every compressible asset, at the highest levels. */
export function precompressAssets(assetsDir: string): number {
  if (!existsSync(assetsDir)) return 0;
  let written = 0;
  for (const name of readdirSync(assetsDir)) {
    const file = join(assetsDir, name);
    if (!COMPRESSIBLE.has(extname(name)) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

export interface BuiltAssets {
  /** Answers a request for a built asset; false for any other path. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
}

export function createBuiltAssets(clientDir: string): BuiltAssets {
  const assetsDir = join(clientDir, ASSET_PREFIX);
  const loaded = new Map<string, Asset>();

  function load(name: string): Asset | null {
    const known = loaded.get(name);
    if (known) return known;
    // Only plain file names: no folders, no way out of the assets folder.
    const file = join(assetsDir, name);
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.') || !existsSync(file) || !statSync(file).isFile()) return null;
    // Kept once found; names that do not exist are not remembered, so made-up ones cannot fill memory.
    const asset = {
      contentType: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
      identity: readFileSync(file),
      br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : null,
      gzip: existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`) : null,
    };
    loaded.set(name, asset);
    return asset;
  }

  return {
    answer(request, response) {
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (!path.startsWith(ASSET_PREFIX)) return false;
      const asset = load(path.slice(ASSET_PREFIX.length));
      // A missing asset falls through to the framework, which answers its 404.
      if (!asset) return false;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = (encoding !== 'identity' && asset[encoding]) || asset.identity;
      const headers: Record<string, string> = {
        'Content-Type': asset.contentType,
        'Cache-Control': IMMUTABLE_CACHE_CONTROL,
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
      };
      if (body !== asset.identity) headers['Content-Encoding'] = encoding;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

// The build's hashed assets: compressed once after the build, answered immutable in the best encoding.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltAssets, precompressAssets } from './built-assets.ts';
import { IMMUTABLE_CACHE_CONTROL } from './http-caching.ts';

let clientDir: string;
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

const script = 'export const answer = 42;\n'.repeat(100);

function build() {
  clientDir = mkdtempSync(join(tmpdir(), 'site-assets-'));
  mkdirSync(join(clientDir, '_astro'));
  writeFileSync(join(clientDir, '_astro', 'app.Ab12.js'), script);
  writeFileSync(join(clientDir, '_astro', 'font.Cd34.woff2'), Buffer.from([0, 1, 2]));
  return precompressAssets(join(clientDir, '_astro'));
}

/** Calls the asset server with a fake request and records what it wrote. */
function ask(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const written: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
  const response = {
    writeHead(status: number, sent: Record<string, string>) {
      written.status = status;
      written.headers = sent;
    },
    end(body?: Buffer) {
      written.body = body;
    },
  } as unknown as ServerResponse;
  const answered = createBuiltAssets(clientDir).answer({ url, headers, method } as unknown as IncomingMessage, response);
  return { answered, ...written };
}

describe('built assets', () => {
  it('are compressed once after the build, text only', () => {
    expect(build()).toBe(1);
  });

  it('are answered immutable, in brotli when the browser takes it', () => {
    build();
    const answer = ask('/_astro/app.Ab12.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.answered).toBe(true);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
    });
    expect(brotliDecompressSync(answer.body ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(ask('/_astro/app.Ab12.js').headers?.['Content-Encoding']).toBeUndefined();
    expect(ask('/_astro/font.Cd34.woff2', { 'accept-encoding': 'br' }).headers).toMatchObject({ 'Content-Type': 'font/woff2' });
    expect(ask('/_astro/app.Ab12.js', {}, 'HEAD').body).toBeUndefined();
  });

  it('leave other paths, unknown names and attempts to leave the folder to the framework', () => {
    build();
    for (const url of ['/favicon.svg', '/_astro/missing.js', '/_astro/../package.json', '/_astro/%2e%2e/x', '/_astro/.hidden']) {
      expect(ask(url).answered, url).toBe(false);
    }
  });
});

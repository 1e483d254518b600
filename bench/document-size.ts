// `npm run bench:document`: the bytes of each public route's document as a phone's browser receives it,
// headers included, once the page cache holds it at its best brotli level, with a photo in every slot.
// Budget: the first round trip of Lighthouse's mobile model (10 segments of 1,460 bytes, 14.6 KB), so
// the browser has the whole document, and the hero's address, after one round trip.

import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { compressPage } from '../src/platform/http/page-cache.ts';
import { publishArticleWithTableAndPhoto, uploadPhotosToEverySlot } from './photos.ts';
import { markdownTable, measuredOn, writeBenchSection } from './readme.ts';
import { auditedRoutes, benchAdmin, startBenchServer } from './server.ts';

/** Lighthouse's initial congestion window: 10 × 1,460 bytes. */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
/** What Chromium asks for. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface DocumentSize {
  route: string;
  status: number;
  headerBytes: number;
  bodyBytes: number;
  encoding: string;
}

/** One GET over a fresh connection, counting every byte the server sends (HTTP/1.1, as Lighthouse's server here). */
export function fetchDocumentBytes(baseUrl: string, path: string): Promise<DocumentSize & { headers: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      // Written, not ended: a half-closed connection is a client that left, and is answered nothing.
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: ${ACCEPT_ENCODING}\r\nConnection: close\r\n\r\n`,
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const headers = all.subarray(0, end + 4).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(headers)?.[1] ?? 0);
      const encoding = /\r\ncontent-encoding: *([^\r]+)/i.exec(headers)?.[1] ?? 'identity';
      resolve({ route: path, status, headerBytes: end + 4, bodyBytes: all.length - end - 4, encoding, headers });
    });
  });
}

/**
 * A route's document as the page cache answers it once asked for again: the headers as sent, the body
 * at the cache's best brotli level (what it recompresses a page to on its second visit; made here from
 * the page's bytes rather than waited for). A page made per visitor (never cached) is measured as sent,
 * compressed on the fly.
 */
export async function measureDocument(baseUrl: string, route: string): Promise<DocumentSize> {
  let answer = await fetchDocumentBytes(baseUrl, route);
  if (answer.status !== 200 || /\r\ncache-control: [^\r]*(private|no-store)/i.test(answer.headers)) return strip(answer);
  // The headers of an answer from memory (storing takes a moment: the page is compressed first).
  for (let attempt = 0; attempt < 50 && !/\r\nx-cache: HIT/i.test(answer.headers); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await fetchDocumentBytes(baseUrl, route);
  }
  const identity = Buffer.from(await (await fetch(`${baseUrl}${route}`)).arrayBuffer());
  const best = await compressPage(identity, 'best');
  return { ...strip(answer), encoding: 'br', bodyBytes: best.br.length };
}

function strip({ headers: _headers, ...size }: DocumentSize & { headers: string }): DocumentSize {
  return size;
}

/** Every page the sitemap lists, with the audited routes it leaves out (the calculator, /logout). */
export async function publicRoutes(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  return [...new Set([...auditedRoutes, ...listed])];
}

if (import.meta.main) {
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4640));
  try {
    const uploaded = await uploadPhotosToEverySlot(server.baseUrl, benchAdmin);
    rmSync(uploaded.folder, { recursive: true, force: true });
    const article = await publishArticleWithTableAndPhoto(server.baseUrl, benchAdmin);
    console.log(`${uploaded.photos.length} photos uploaded; ${article.route} published with a table and a photo`);
    const routes = await publicRoutes(server.baseUrl);
    const results: DocumentSize[] = [];
    for (const route of routes) results.push(await measureDocument(server.baseUrl, route));
    const kb = (value: number) => (value / 1000).toFixed(1);
    const table = markdownTable(
      ['route', 'status', 'encoding', 'headers B', 'body B', 'total KB'],
      results.map((result) => [
        result.route,
        String(result.status),
        result.encoding,
        String(result.headerBytes),
        String(result.bodyBytes),
        kb(result.headerBytes + result.bodyBytes),
      ]),
    ).join('\n');
    console.log(table);
    const over = results.filter((result) => result.headerBytes + result.bodyBytes > FIRST_ROUND_TRIP_BYTES);
    writeBenchSection(
      'document-size',
      [
        '## Document per route (`npm run bench:document`)',
        '',
        'Each public route (the audited ones and every page the sitemap lists) as a phone’s browser receives it: the',
        'response headers as sent and the body in brotli at the level the page cache recompresses a page to once it is',
        'asked for again (a page made per visitor, /contact and /book-a-call, as sent: brotli 6 on the fly); after a',
        '3000 × 2000 photo was uploaded into every hero and content slot and an article with a table',
        `and a photo was published (bench/photos.ts). Budget: ${kb(FIRST_ROUND_TRIP_BYTES)} KB, the first round trip of`,
        'Lighthouse’s mobile model (10 × 1,460 bytes), so the whole document and the hero’s address arrive in one.',
        '',
        table,
        '',
        measuredOn(),
      ].join('\n'),
    );
    if (over.length > 0) {
      console.error(`Over ${kb(FIRST_ROUND_TRIP_BYTES)} KB: ${over.map((result) => result.route).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

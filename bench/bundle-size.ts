// `npm run bench:bundle`: the JavaScript each public route ships, in bytes and gzip bytes, found by
// following the page's module scripts and island components and their static imports.
import { gzipSync } from 'node:zlib';
import { measuredOn, writeBenchSection } from './readme.ts';
import { auditedRoutes, startBenchServer } from './server.ts';

const BUDGET_HEADER_ONLY_GZIP = 75 * 1024;

async function scriptUrlsOf(baseUrl: string, path: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) if (match[1]) urls.add(match[1]);
  for (const match of html.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
    if (match[1]) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) if (match[1]) urls.add(match[1]);
  // Astro's inline island loader is part of the page too.
  for (const match of html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1] && !match[0].includes('application/ld+json')) urls.add(`inline:${match[1]}`);
  }
  return [...urls];
}

async function moduleGraph(baseUrl: string, entries: string[]): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (seen.has(url)) continue;
    if (url.startsWith('inline:')) {
      seen.set(url, url.slice('inline:'.length));
      continue;
    }
    const source = await (await fetch(new URL(url, baseUrl))).text();
    seen.set(url, source);
    for (const match of source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g)) {
      if (match[1]) queue.push(new URL(match[1], new URL(url, baseUrl)).pathname);
    }
  }
  return seen;
}

export interface RouteBundle {
  route: string;
  files: number;
  bytes: number;
  gzipBytes: number;
}

export async function measureBundles(baseUrl: string, routes = auditedRoutes): Promise<RouteBundle[]> {
  const results: RouteBundle[] = [];
  for (const route of routes) {
    const graph = await moduleGraph(baseUrl, await scriptUrlsOf(baseUrl, route));
    let bytes = 0;
    let gzipBytes = 0;
    for (const source of graph.values()) {
      bytes += Buffer.byteLength(source);
      gzipBytes += gzipSync(source, { level: 9 }).length;
    }
    results.push({ route, files: graph.size, bytes, gzipBytes });
  }
  return results;
}

if (import.meta.main) {
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4610));
  try {
    const results = await measureBundles(server.baseUrl);
    const kb = (value: number) => (value / 1024).toFixed(1);
    const table = [
      '| route | files | JS KB | JS KB gzip |',
      '|---|---:|---:|---:|',
      ...results.map((result) => `| ${result.route} | ${result.files} | ${kb(result.bytes)} | ${kb(result.gzipBytes)} |`),
    ].join('\n');
    console.log(table);
    writeBenchSection(
      'bundle-size',
      [
        '## JavaScript per route (`npm run bench:bundle`)',
        '',
        'Every script a route loads (module scripts, island components, renderers and their static imports, plus',
        'inline scripts), as served by the production build. Budget: 75 KB gzip for a page whose only island is',
        'the header (React’s client runtime alone is about 63 KB); pages with more islands are listed for reference.',
        '',
        table,
        '',
        measuredOn(),
      ].join('\n'),
    );
    const headerOnly = results.find((result) => result.route === '/services');
    if (headerOnly && headerOnly.gzipBytes > BUDGET_HEADER_ONLY_GZIP) {
      console.error(
        `Over budget: /services (header island only) ships ${kb(headerOnly.gzipBytes)} KB gzip; the budget is 75 KB.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

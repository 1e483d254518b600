// The HTTP server around the built Astro handler: the request gate (security headers on every answer,
// 405 for methods a path cannot serve, plain answers to malformed requests), the built assets and the
// public page cache answered from memory, brotli/gzip compression by Accept-Encoding for everything
// else, and a graceful stop.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import { createBuiltAssets } from '../src/platform/http/built-assets.ts';
import { forwardedHttps, type ProxyTrust } from '../src/platform/http/client-address.ts';
import { answerFromCache, captureForCache, type PageCache } from '../src/platform/http/page-cache.ts';
import { answerClientError, gateRequest, listStaticFiles } from '../src/platform/http/server-gate.ts';

export type NodeHandler = (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void) => void;

const compress = compression({ threshold: 1024 });

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A client that went away mid-request is routine, not a failure of the server. */
function isEarlyDisconnect(error: unknown, request: IncomingMessage): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return request.destroyed || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}

export async function startSiteServer(
  handler: NodeHandler,
  options: {
    host: string;
    port: number;
    clientDir: string;
    trustProxy: ProxyTrust | null;
    /** The built server's page cache (its instance, so the server's own invalidations reach it). */
    pageCache: PageCache;
    onStop: () => Promise<void>;
  },
): Promise<Server> {
  const gate = { staticFiles: listStaticFiles(options.clientDir), trustProxy: options.trustProxy };
  const assets = createBuiltAssets(options.clientDir);
  const { pageCache } = options;
  const secure = (request: IncomingMessage) => () =>
    forwardedHttps(headerText(request.headers['x-forwarded-proto']), request.socket.remoteAddress, options.trustProxy);
  const server = createServer((request, response) => {
    // A cached page carries every header it was first answered with (security headers included) and
    // was only stored after passing the gate, so a hit skips it: the hottest path does the least work.
    if (answerFromCache(pageCache, request, response, secure(request))) return;
    if (!gateRequest(request, response, gate)) return;
    // Hashed assets are answered before the framework runs too, compressed at build time.
    if (assets.answer(request, response)) return;
    compress(request as never, response as never, () => {
      captureForCache(pageCache, request, response);
      handler(request, response, (error) => {
        // Only reached when Astro itself fails: answer plainly, never with a stack trace.
        if (error && !isEarlyDisconnect(error, request)) {
          console.error(JSON.stringify({ level: 'error', message: 'request failed', error: String(error) }));
        }
        if (!response.headersSent) response.writeHead(error ? 500 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(error ? 'Internal server error.' : 'Not found.');
      });
    });
  });
  server.on('clientError', answerClientError);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 5000).unref();
      server.close(() => {
        options.onStop().finally(() => process.exit(0));
      });
      server.closeIdleConnections();
    });
  }
  return server;
}

// The HTTP server around the built Astro handler: the request gate (security headers on every answer,
// 405 for methods a path cannot serve, plain answers to malformed requests), brotli/gzip compression by
// Accept-Encoding for every response (pages, JSON, and the static CSS, JS and SVG the adapter
// serves), and a graceful stop.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import type { ProxyTrust } from '../src/platform/http/client-address.ts';
import { answerClientError, gateRequest, listStaticFiles } from '../src/platform/http/server-gate.ts';

export type NodeHandler = (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void) => void;

const compress = compression({ threshold: 1024 });

/** A client that went away mid-request is routine, not a failure of the server. */
function isEarlyDisconnect(error: unknown, request: IncomingMessage): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return request.destroyed || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}

export async function startSiteServer(
  handler: NodeHandler,
  options: { host: string; port: number; clientDir: string; trustProxy: ProxyTrust | null; onStop: () => Promise<void> },
): Promise<Server> {
  const gate = { staticFiles: listStaticFiles(options.clientDir), trustProxy: options.trustProxy };
  const server = createServer((request, response) => {
    if (!gateRequest(request, response, gate)) return;
    compress(request as never, response as never, () => {
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

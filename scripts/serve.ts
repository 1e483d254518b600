// The HTTP server around the built Astro handler: brotli/gzip compression by Accept-Encoding for
// every response (pages, JSON, and the static CSS, JS and SVG the adapter serves), and a graceful stop.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';

export type NodeHandler = (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void) => void;

const compress = compression({ threshold: 1024 });

export async function startSiteServer(
  handler: NodeHandler,
  options: { host: string; port: number; onStop: () => Promise<void> },
): Promise<Server> {
  const server = createServer((request, response) => {
    compress(request as never, response as never, () => {
      handler(request, response, (error) => {
        // Only reached when Astro itself fails: answer plainly, never with a stack trace.
        if (error) console.error(JSON.stringify({ level: 'error', message: 'request failed', error: String(error) }));
        if (!response.headersSent) response.writeHead(error ? 500 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(error ? 'Internal server error.' : 'Not found.');
      });
    });
  });
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

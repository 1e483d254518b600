// The HTTP server around the built Astro handler: brotli/gzip compression by Accept-Encoding for
// every response (pages, JSON, and the static CSS, JS and SVG the adapter serves), and a graceful stop.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import compression from 'compression';

type NodeHandler = (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void) => void;

const compress = compression({ threshold: 1024 });

export async function startSiteServer(serverEntry: string, host: string, port: number): Promise<Server> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = (await import(pathToFileURL(serverEntry).href)) as { handler: NodeHandler };
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
    server.listen(port, host, () => resolve());
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
  return server;
}

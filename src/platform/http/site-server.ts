// The HTTP server around the built Astro handler: the request gate (security headers on every answer,
// 405 for methods a path cannot serve, plain answers to malformed requests), the built assets and the
// public page cache answered from memory, brotli/gzip compression by Accept-Encoding for everything
// else, one access log line per request under its request id, and a graceful stop.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import { errorFields, type Logger, withRequestId } from '../log.ts';
import { createBuiltAssets } from './built-assets.ts';
import { forwardedHttps, type ProxyTrust } from './client-address.ts';
import { answerFromCache, captureForCache, type PageCache, redirectToCanonicalPath } from './page-cache.ts';
import { answerClientError, gateRequest, listStaticFiles } from './server-gate.ts';

/** A client's request headers must arrive within this (slowloris); the body then has the rest of the request time-out. */
const HEADERS_TIMEOUT_MS = 10_000;

export type NodeHandler = (request: IncomingMessage, response: ServerResponse, next?: (error?: unknown) => void) => void;

// Brotli at quality 6 with a 256 KB window instead of 4 MB: answers compressed on the fly are small,
// and each stream in flight holds its window in native memory. Quality 6 instead of the package's 4:
// a page made per visitor (the contact form) is 7% smaller at 5, enough to fit the first round trip,
// for about a third more CPU (bench/README.md, document size); 6 takes 70 bytes more off it for no
// measurable CPU (1.28 against 1.32 ms for its 58 KB), 7 another 30 for a fifth more.
const compress = compression({
  threshold: 1024,
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
});

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A client that went away mid-request is routine, not a failure of the server. */
function isEarlyDisconnect(error: unknown, request: IncomingMessage): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return request.destroyed || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}

/** A proxy's request id is kept when it is a plain token, so one id follows a request across tiers. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{8,128}$/;

function requestIdFor(request: IncomingMessage): string {
  const forwarded = headerText(request.headers['x-request-id']);
  return forwarded && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
}

/** Which layer answered: the page cache, the request gate's refusals, the built assets, or the site. */
type ServedBy = 'page cache' | 'gate' | 'built asset' | 'site';

/** One line per answered request; a client that left early is noted, not reported as an error. */
function logAccess(
  logger: Logger,
  request: IncomingMessage,
  response: ServerResponse,
  { started, servedBy }: { started: number; servedBy: ServedBy },
): void {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const fields = {
    method: request.method,
    // The query can carry tokens (sign-in links, resets): the path is enough to follow a request.
    path: queryAt === -1 ? url : url.slice(0, queryAt),
    status: response.statusCode,
    ms: Math.round((performance.now() - started) * 100) / 100,
    servedBy,
  };
  if (response.writableFinished) logger.info('request', fields);
  else logger.info('request aborted by the client', { ...fields, aborted: true });
}

export async function startSiteServer(
  handler: NodeHandler,
  options: {
    host: string;
    port: number;
    clientDir: string;
    trustProxy: ProxyTrust | null;
    /** The largest request body any route accepts (the upload limit); larger declared bodies get 413 at the gate. */
    maxBodyBytes: number;
    /** The built server's page cache (its instance, so the server's own invalidations reach it). */
    pageCache: PageCache;
    logger: Logger;
    /** How long requests in flight may take to finish once a stop is asked for. */
    shutdownGraceMs: number;
    /** A request not received whole within this is answered 408 and its connection closed (REQUEST_TIMEOUT_SECONDS). */
    requestTimeoutMs: number;
    /** Stops the background work and closes the database, once no request is in flight. */
    onStop: () => Promise<void>;
  },
): Promise<Server> {
  const gate = {
    staticFiles: listStaticFiles(options.clientDir),
    trustProxy: options.trustProxy,
    maxBodyBytes: options.maxBodyBytes,
  };
  const assets = createBuiltAssets(options.clientDir);
  const { pageCache, logger } = options;
  const secure = (request: IncomingMessage) => () =>
    forwardedHttps(headerText(request.headers['x-forwarded-proto']), request.socket.remoteAddress, options.trustProxy);
  const server = createServer(
    {
      requestTimeout: options.requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, options.requestTimeoutMs),
      // Node checks the two timeouts this often (30 s by default, which would let a slow client overstay).
      connectionsCheckingInterval: 1_000,
    },
    (request, response) => {
      const started = performance.now();
      const requestId = requestIdFor(request);
      let servedBy: ServedBy = 'site';
      // 'close' comes once per answer: `on` spares the wrapper `once` would add on the hottest path.
      response.on('close', () => logAccess(logger, request, response, { started, servedBy }));
      withRequestId(requestId, () => {
        servedBy = answer(request, response, requestId);
      });
    },
  );
  const answer = (request: IncomingMessage, response: ServerResponse, requestId: string): ServedBy => {
    // A cached page carries every header it was first answered with (security headers included) and
    // was only stored after passing the gate, so a hit skips it: the hottest path does the least work.
    if (answerFromCache(pageCache, request, response, secure(request), requestId)) return 'page cache';
    response.setHeader('X-Request-Id', requestId);
    if (!gateRequest(request, response, gate)) return 'gate';
    // One address per page (`//about`, `/%61bout`, `/x/../about` move to `/about`): one cache entry each.
    if (redirectToCanonicalPath(request, response)) return 'gate';
    // Hashed assets are answered before the framework runs too, compressed at build time.
    if (assets.answer(request, response)) return 'built asset';
    compress(request as never, response as never, () => {
      captureForCache(pageCache, request, response);
      handler(request, response, (error) => {
        // Only reached when Astro itself fails: answer plainly, never with a stack trace.
        if (error && !isEarlyDisconnect(error, request)) logger.error('request failed', errorFields(error));
        if (!response.headersSent) response.writeHead(error ? 500 : 404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(error ? 'Internal server error.' : 'Not found.');
      });
    });
    return 'site';
  };
  server.on('clientError', answerClientError);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => stopGracefully(server, signal, options));
  }
  return server;
}

/**
 * Stops accepting connections, lets requests in flight finish (closing each keep-alive connection as
 * soon as it is idle, and every connection once the grace is over), then stops the background work,
 * which lets the outbox worker finish its current e-mail, closes the database and exits 0.
 */
function stopGracefully(
  server: Server,
  signal: string,
  options: { logger: Logger; shutdownGraceMs: number; onStop: () => Promise<void> },
): void {
  const { logger } = options;
  logger.info('stopping: finishing requests in flight', { signal, graceSeconds: options.shutdownGraceMs / 1000 });
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const graceOver = setTimeout(() => {
    logger.warn('grace period over: closing the connections still open');
    server.closeAllConnections();
  }, options.shutdownGraceMs);
  server.close(() => {
    clearInterval(idleSweep);
    clearTimeout(graceOver);
    options
      .onStop()
      .catch((error) => logger.error('background work did not stop cleanly', errorFields(error)))
      .finally(() => {
        logger.info('stopped');
        logger.flush();
        process.exit(0);
      });
  });
  server.closeIdleConnections();
}

// What the HTTP server does before a request reaches Astro: every response starts with the security
// headers (static files and the server's own 400/405/500 answers never pass the middleware), methods
// a route cannot serve are answered 405 with Allow, a body declared larger than any route accepts 413,
// and malformed requests or early disconnects get a plain answer or none, never an error in the log.

import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { forwardedHttps, type ProxyTrust } from './client-address.ts';
import { PRIVATE_NO_STORE } from './http-caching.ts';
import { baselineHeaders } from './security-headers.ts';

/** Static files are read-only. */
export const STATIC_FILE_METHODS = ['GET', 'HEAD'] as const;
/** What the pages and endpoints can be asked; fetch's Request refuses TRACE, TRACK and CONNECT outright. */
export const ROUTE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface GateOptions {
  /** URL paths of the built static files (`listStaticFiles`). */
  staticFiles: ReadonlySet<string>;
  trustProxy: ProxyTrust | null;
  /**
   * The largest body any route accepts (the upload limit): a request that declares more is answered
   * 413 here, before Astro sees it. Each route reads its own body within its own, lower, limit.
   */
  maxBodyBytes: number;
}

export const REQUEST_TOO_LARGE_MESSAGE = 'Request body too large.';

/** Every file under the build's client folder as a URL path (`/_astro/x.js`, `/favicon.svg`…); the build does not change while serving. */
export function listStaticFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = `${entry.parentPath}/${entry.name}`.slice(clientDir.replace(/\/+$/, '').length);
    files.add(relative.replaceAll('\\', '/'));
  }
  return files;
}

function plainAnswer(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE });
  response.end(text);
}

/**
 * Sets the security headers every answer starts with (a page's own headers replace them) and answers
 * what must not reach Astro. Returns false when the request has been answered here.
 */
export function gateRequest(request: IncomingMessage, response: ServerResponse, options: GateOptions): boolean {
  // This server speaks plain HTTP: a request is secure only through a trusted TLS proxy.
  const forwardedProto = request.headers['x-forwarded-proto'];
  const secure = forwardedHttps(
    typeof forwardedProto === 'string' ? forwardedProto : undefined,
    request.socket.remoteAddress,
    options.trustProxy,
  );
  for (const [name, value] of Object.entries(baselineHeaders({ secure }))) response.setHeader(name, value);

  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    plainAnswer(response, 400, 'Bad request.');
    return false;
  }
  const method = request.method ?? 'GET';
  const allowed: readonly string[] = options.staticFiles.has(pathname) ? STATIC_FILE_METHODS : ROUTE_METHODS;
  if (!allowed.includes(method)) {
    plainAnswer(response, 405, 'Method not allowed.', { Allow: allowed.join(', ') });
    return false;
  }
  if (Number(request.headers['content-length'] ?? 0) > options.maxBodyBytes) {
    // The body is never read: closing the connection saves reading it to find the next request.
    plainAnswer(response, 413, REQUEST_TOO_LARGE_MESSAGE, { Connection: 'close' });
    return false;
  }
  return true;
}

/** A request the server could not even parse, or a client that went away: answered plainly, never logged. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const body = `${reason}.`;
  const headers = {
    ...baselineHeaders({ secure: false }),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
}

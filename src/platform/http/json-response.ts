// The one way the server answers in JSON: UTF-8, never cached unless the caller says otherwise.
import { PRIVATE_NO_STORE } from './http-caching.ts';

/** `body` as JSON with `status`; `Cache-Control: private, no-store` unless `headers` sets another. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE, ...headers },
  });
}

// The one way the server answers in JSON: UTF-8, never cached unless the caller says otherwise.

/** `body` as JSON with `status`; `Cache-Control: no-store` unless `headers` sets another. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

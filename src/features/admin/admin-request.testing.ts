// Test helper: calls admin endpoints in-process as a signed-in browser on our site would (cookie,
// Origin), with a JSON body or a file's bytes, and reads the answer.
import { TEST_ORIGIN } from '../auth/auth.testing.ts';
import type { AdminEndpoint, AdminServices } from './admin-endpoint.server.ts';

export interface AdminAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON, or the text of any other answer (a CSV download). */
  body: Record<string, unknown> & { message?: string };
  text: string;
}

/** `call(endpoint, 'PATCH', '/api/admin/team/a', { body, params })`. */
export function adminCaller(services: AdminServices, cookie: string) {
  return async function call(
    endpoint: AdminEndpoint,
    method: string,
    path: string,
    options: { body?: unknown; params?: Record<string, string> } = {},
  ): Promise<AdminAnswer> {
    const headers = new Headers({ cookie, origin: TEST_ORIGIN });
    const { body } = options;
    if (body instanceof Uint8Array) headers.set('content-type', 'application/octet-stream');
    else if (body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(`${TEST_ORIGIN}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof Uint8Array ? Buffer.from(body) : JSON.stringify(body),
    });
    const response = await endpoint.handle(request, options.params ?? {}, services);
    // The bytes as sent: a CSV's byte-order mark is kept, where Response#text would drop it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : {};
    return { status: response.status, headers: response.headers, body: json, text };
  };
}

// The browser's JSON calls to our own server (sign-in, the admin API): a refusal throws with the
// server's message, or the spec's fallback 'An unexpected error occurred'.
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export class RequestError extends Error {
  readonly status: number;
  /** A 422's message for each refused field, by name, when the server sent them. */
  readonly fields: Record<string, string>;
  /** The refusal's machine-readable `code` when the server sent one (e.g. REAUTHENTICATE), for screens that act on it. */
  readonly code: string | undefined;
  /** The answer's whole body, for a refusal that carries more than a message (a 409's conflict). */
  readonly body: unknown;
  constructor(status: number, message: string, fields: Record<string, string> = {}, code?: string, body: unknown = null) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.fields = fields;
    this.code = code;
    this.body = body;
  }
}

/** What goes with the request: nothing, a value sent as JSON, or a file (Blob) sent as its own bytes. */
function requestBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: { Accept: 'application/json' } };
  if (body instanceof Blob) return { headers: { 'Content-Type': body.type || 'application/octet-stream' }, body };
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * Sends JSON (or a file's bytes, for uploads) to our own server and returns the JSON answer; a
 * refusal throws with the server's message.
 */
export async function requestJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: init.method ?? 'GET', credentials: 'same-origin', ...requestBody(init.body) });
  } catch {
    throw new RequestError(0, UNEXPECTED_ERROR);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const { message, fields, code } = (body ?? {}) as { message?: unknown; fields?: unknown; code?: unknown };
    throw new RequestError(
      response.status,
      typeof message === 'string' && message ? message : UNEXPECTED_ERROR,
      fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
      typeof code === 'string' ? code : undefined,
      body,
    );
  }
  return body as T;
}

/** The message of anything thrown by requestJson, or the spec's fallback. */
export function messageOf(error: unknown): string {
  return error instanceof RequestError ? error.message : UNEXPECTED_ERROR;
}

/** The server's own words when it gave any, else the screen's message for this failure. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof RequestError && error.message !== UNEXPECTED_ERROR ? error.message : fallback;
}

// The HTTP door at /api/auth: only the routes staff need reach Better Auth, sign-in passes the
// failed-login throttle first, and no answer carries the session token (the HttpOnly cookie keeps it
// from scripts) or may be cached. Every body is read within AUTH_BODY_MAX_BYTES before anything else
// looks at it: an anonymous request must never make the server hold more.

import { setTimeout as sleep } from 'node:timers/promises';
import { PRIVATE_NO_STORE } from '#src/platform/http/http-caching.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { BodyTooLargeError, readBodyBytes, readJson } from '#src/platform/http/request-body.ts';
import { mayTurnOffTwoFactor, TWO_FACTOR_REQUIRED_MESSAGE } from './access.ts';
import { noteSignIn, sendTwoFactorOffNotice } from './account-notices.server.ts';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, callAuthHandler, type StaffServices } from './auth.server.ts';
import { approximatePlace } from './device.ts';
import { toLoginEmail } from './login-name.ts';
import {
  type LoginAttempt,
  recordSuccessfulLogin,
  releaseLoginAttempt,
  reserveLoginAttempt,
  tooManyFailuresMessage,
} from './login-throttle.server.ts';
import { findStaffSession } from './session.server.ts';

/** A sign-in, a code or a sign-out is a few hundred bytes; 8 KB leaves room for long addresses and passwords. */
export const AUTH_BODY_MAX_BYTES = 8 * 1024;
export const AUTH_BODY_TOO_LARGE_MESSAGE = 'The request is too large.';

/** The Better Auth routes reachable over HTTP; everything else (sign-up, its admin routes) answers 404. */
const PUBLIC_AUTH_ROUTES: Record<string, readonly string[]> = {
  '/sign-in/email': ['POST'],
  '/sign-out': ['POST'],
  '/get-session': ['GET'],
  '/two-factor/enable': ['POST'],
  '/two-factor/disable': ['POST'],
  '/two-factor/verify-totp': ['POST'],
  '/two-factor/verify-backup-code': ['POST'],
};

/**
 * Answers a request to /api/auth/*. User management goes through /api/admin instead, where our
 * policies, the last-admin rule and the audit log apply, so the plugin's own routes stay closed.
 */
export async function handleAuthRequest(request: Request, services: StaffServices, clientAddress: string): Promise<Response> {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length).replace(/\/+$/, '');
  const methods = PUBLIC_AUTH_ROUTES[path];
  if (!methods) return jsonResponse({ message: 'Not found.' }, 404);
  if (!methods.includes(request.method))
    return jsonResponse({ message: 'Method not allowed.' }, 405, { Allow: methods.join(', ') });

  try {
    return await answerAuthRoute(path, request, services, clientAddress);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return jsonResponse({ message: error.message }, 413);
    throw error;
  }
}

async function answerAuthRoute(
  path: string,
  request: Request,
  services: StaffServices,
  clientAddress: string,
): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress);
  if (path === '/sign-in/email') return signIn(request, headers, services, clientAddress);
  const verifies = path === '/two-factor/verify-totp' || path === '/two-factor/verify-backup-code';
  if (!verifies && path !== '/two-factor/disable') return forward(request, headers, services);

  // Turning two-factor sign-in on (the first verified code) or off is an account change: audited.
  const body = await readAuthBody(request);
  const session = await findStaffSession(services, request.headers);
  if (path === '/two-factor/disable' && session && !mayTurnOffTwoFactor(session.user.role, services.requireAdminTwoFactor)) {
    return jsonResponse({ message: TWO_FACTOR_REQUIRED_MESSAGE }, 403);
  }
  const response = await forward(request, headers, services, body);
  // Without a session, a verified code completes a sign-in (its password was right a moment ago).
  if (verifies && !session) {
    if (response.ok) await noteCompletedSignIn(services, response, request, clientAddress);
    return response;
  }
  if (path === '/two-factor/verify-backup-code') return response;
  const turnsOn = path === '/two-factor/verify-totp';
  // At sign-in the code is checked without a session; only a signed-in person changes the setting.
  if (response.ok && session && session.user.twoFactorEnabled !== turnsOn) {
    await services.recordChange(session.user, {
      action: turnsOn ? 'user.two-factor-on' : 'user.two-factor-off',
      entityType: 'user',
      entityId: session.user.id,
      details: { email: session.user.email },
    });
    if (!turnsOn) await sendTwoFactorOffNotice(services.database.db, services, session.user);
  }
  return response;
}

/**
 * Records the device of a sign-in that has just completed (its answer names the user), which queues
 * a notice when the device is new to the account.
 */
async function noteCompletedSignIn(services: StaffServices, response: Response, request: Request, clientAddress: string) {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return;
  }
  const user = (body as { user?: { id?: unknown; email?: unknown; name?: unknown } } | null)?.user;
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') return;
  await noteSignIn(
    services.database.db,
    services,
    { id: user.id, email: user.email, name: typeof user.name === 'string' ? user.name : '' },
    { userAgent: request.headers.get('user-agent'), place: approximatePlace(clientAddress) },
  );
}

function readAuthBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  return readBodyBytes(request, AUTH_BODY_MAX_BYTES, AUTH_BODY_TOO_LARGE_MESSAGE);
}

async function forward(
  request: Request,
  headers: Headers,
  services: StaffServices,
  read?: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  const body = request.method === 'GET' ? undefined : (read ?? (await readAuthBody(request)));
  return callBetterAuth(services, new Request(request.url, { method: request.method, headers, body }));
}

/** Better Auth's answer without the session token in its JSON (sign-in, get-session, two-factor verification), never cached. */
async function callBetterAuth(services: StaffServices, request: Request): Promise<Response> {
  const response = await callAuthHandler(services.auth, request);
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', PRIVATE_NO_STORE);
  if (!headers.get('content-type')?.includes('application/json')) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers });
  }
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutSessionToken(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function withoutSessionToken(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const session = rest.session;
  if (typeof session === 'object' && session !== null && !Array.isArray(session)) {
    const { token: _sessionToken, ...sessionRest } = session as Record<string, unknown>;
    rest.session = sessionRest;
  }
  return rest;
}

async function signIn(request: Request, headers: Headers, services: StaffServices, clientAddress: string): Promise<Response> {
  let body: unknown;
  try {
    body = await readJson(request, {
      maxBytes: AUTH_BODY_MAX_BYTES,
      tooLargeMessage: AUTH_BODY_TOO_LARGE_MESSAGE,
      requireJsonContentType: false,
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return jsonResponse({ message: 'Please enter your username and password.' }, 400);
  }
  const { email: username, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof username !== 'string' || typeof password !== 'string' || username.trim() === '' || password === '') {
    return jsonResponse({ message: 'Please enter your username and password.' }, 400);
  }
  const attempt: LoginAttempt = { email: toLoginEmail(username, services.login), address: clientAddress };
  const db = services.database.db;
  const reservation = await reserveLoginAttempt(db, attempt);
  if (!reservation.allowed) {
    return jsonResponse({ message: tooManyFailuresMessage(reservation.retryAfterSeconds), code: 'TOO_MANY_FAILED_LOGINS' }, 429, {
      'Retry-After': String(reservation.retryAfterSeconds),
    });
  }
  // An account guessed at from many addresses is slowed, never locked: its owner still gets in.
  if (reservation.slowdownSeconds > 0) await sleep(reservation.slowdownSeconds * 1000);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const response = await callBetterAuth(
    services,
    new Request(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: attempt.email, password, rememberMe: true }),
    }),
  );
  // 401 is Better Auth's "Invalid email or password", for a wrong password and an unknown e-mail alike.
  if (response.status === 401) return response;
  if (response.ok) {
    await recordSuccessfulLogin(db, attempt);
    // With two-factor sign-in the answer names no user yet: the sign-in completes with the code.
    await noteCompletedSignIn(services, response, request, clientAddress);
  } else await releaseLoginAttempt(db, attempt);
  return response;
}

// The browser's side of staff sign-in: calls to /api/auth through the shared JSON client.
import { requestJson } from '#src/platform/http/json-client.ts';

/** Signs in with what the person typed; the server maps usernames and aliases to e-mail addresses. */
export function signIn(username: string, password: string): Promise<{ twoFactorRedirect?: boolean }> {
  return requestJson('/api/auth/sign-in/email', { method: 'POST', body: { email: username, password } });
}

/** The second step for accounts with two-factor sign-in: an authenticator code or a backup code. */
export function verifySecondFactor(kind: 'totp' | 'backup-code', code: string): Promise<unknown> {
  return requestJson(`/api/auth/two-factor/verify-${kind}`, { method: 'POST', body: { code: code.trim() } });
}

/** Ends the session on the server. */
export function signOut(): Promise<unknown> {
  return requestJson('/api/auth/sign-out', { method: 'POST', body: {} });
}

/** Key in sessionStorage that carries the welcome toast across the reload after signing in. */
export const WELCOME_TOAST_KEY = 'admin:welcome-toast';

// The newsletter's two links' tokens: random, 256 bits, URL-safe. A confirmation token is stored as its
// SHA-256 only (it is used once, from the e-mail); an unsubscribe token is stored as it is, since every
// newsletter carries it in its List-Unsubscribe address.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token a path segment names, or null when it cannot be one (refused before any query). */
export function readToken(value: string | undefined): string | null {
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}

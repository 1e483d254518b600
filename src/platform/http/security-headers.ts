// Security headers added to every response. Pages carry Astro's per-page Content-Security-Policy
// (hashes of every script and style it emits); we add frame-ancestors, which Astro leaves out.

export interface SecurityHeaderOptions {
  /** The request arrived over HTTPS (directly, or behind a trusted proxy that says so). */
  secure: boolean;
}

/** For responses Astro sets no policy on: redirects, JSON, plain errors. */
export const FALLBACK_CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** Adds `frame-ancestors 'none'` (no framing: clickjacking) to a policy that lacks it. */
export function withFrameAncestors(policy: string | null): string {
  if (!policy?.trim()) return FALLBACK_CONTENT_SECURITY_POLICY;
  if (/(^|;)\s*frame-ancestors\b/.test(policy)) return policy;
  return `${policy.trim().replace(/;$/, '')}; frame-ancestors 'none'`;
}

export function securityHeaders({ secure }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Sets every security header on a response, keeping a page's own Content-Security-Policy. */
export function applySecurityHeaders(headers: Headers, options: SecurityHeaderOptions): void {
  headers.set('Content-Security-Policy', withFrameAncestors(headers.get('Content-Security-Policy')));
  for (const [name, value] of Object.entries(securityHeaders(options))) headers.set(name, value);
}

/** Every header a response needs when no page set its own policy: static files and the server's own answers. */
export function baselineHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return { 'Content-Security-Policy': FALLBACK_CONTENT_SECURITY_POLICY, ...securityHeaders(options) };
}

/** `text/html` says its encoding, so no browser has to guess it (pages are UTF-8). */
export function withUtf8Charset(headers: Headers): void {
  const type = headers.get('Content-Type');
  if (type && /^\s*text\/html\s*$/i.test(type)) headers.set('Content-Type', 'text/html; charset=utf-8');
}

/** Marks every cookie Secure: for a request that arrived over HTTPS, whatever the library that set it assumed. */
export function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.every((cookie) => /;\s*secure\s*(;|$)/i.test(cookie))) return;
  headers.delete('Set-Cookie');
  for (const cookie of cookies) headers.append('Set-Cookie', /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
}

/**
 * Origins pages may load images from besides their own: the Unsplash image host only while an
 * Unsplash key is set (photos are hotlinked), and the bucket or CDN of S3_PUBLIC_URL when set.
 */
export function extraImageOrigins(settings: {
  unsplash: { accessKey: string | undefined; imageOrigin: string };
  storage: { driver: 'local' } | { driver: 's3'; publicUrl: string | undefined };
}): string[] {
  const origins: string[] = [];
  if (settings.unsplash.accessKey) origins.push(new URL(settings.unsplash.imageOrigin).origin);
  if (settings.storage.driver === 's3' && settings.storage.publicUrl) origins.push(new URL(settings.storage.publicUrl).origin);
  return [...new Set(origins)];
}

/** The `img-src` sources to add to a page's policy (Astro merges them into its own), or null for none. */
export function extraImageDirective(settings: Parameters<typeof extraImageOrigins>[0]): `img-src ${string}` | null {
  const origins = extraImageOrigins(settings);
  return origins.length > 0 ? `img-src ${origins.join(' ')}` : null;
}

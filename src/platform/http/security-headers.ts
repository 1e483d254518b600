// Security headers added to every response. Script and style hashes come from Astro's own CSP
// (a <meta> policy per page); this header policy adds what a <meta> policy cannot express.

export interface SecurityHeaderOptions {
  /** The request arrived over HTTPS (directly, or behind a trusted proxy that says so). */
  secure: boolean;
}

export const HEADER_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // Inline scripts and styles are allowed here only because the stricter per-page <meta> policy
  // (hash-based, from Astro) also applies: a resource must pass both.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

export function securityHeaders({ secure }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': HEADER_CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** HTTPS when the URL says so, or when a trusted proxy forwards `X-Forwarded-Proto: https`. */
export function isSecureRequest(url: URL, forwardedProto: string | null, trustProxy: boolean): boolean {
  if (url.protocol === 'https:') return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

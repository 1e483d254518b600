// The visitor's address for rate limits and throttles, and whether a request came over HTTPS. Forwarded
// headers (X-Forwarded-For, X-Forwarded-Proto) are believed only from the proxies TRUST_PROXY names:
// addresses or ranges (through `proxy-addr`), or a number of hops. Anything else a client sends in
// them is its own invention, so without a trusted proxy the socket's address is the visitor's.
import proxyAddr from 'proxy-addr';

export interface ProxyTrust {
  /** TRUST_PROXY as understood, for messages: "loopback", "127.0.0.1, 10.0.0.0/8", "2 hops". */
  readonly description: string;
  /** Whether the address `hop` steps from the server (0: the socket's peer) is a trusted proxy. */
  readonly trusts: (address: string, hop: number) => boolean;
}

const OFF = new Set(['', 'false', '0', 'no']);
/** Kept for installs that set TRUST_PROXY=true: only a proxy on this machine is believed. */
const COMPATIBLE_TRUE = new Set(['true', 'yes']);

/**
 * TRUST_PROXY: empty/false (no proxy), a hop count (1 to 10: that many proxies in front, each
 * trusted whatever its address: only when nothing else can reach the app), or addresses, CIDR ranges
 * and proxy-addr's names (loopback, linklocal, uniquelocal) separated by commas. `true` means loopback.
 */
export function parseTrustProxy(raw: string | undefined): ProxyTrust | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (OFF.has(value)) return null;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('as a hop count must be between 1 and 10');
    return { description: `${hops} hop${hops === 1 ? '' : 's'}`, trusts: (_address, hop) => hop < hops };
  }
  const entries = COMPATIBLE_TRUE.has(value)
    ? ['loopback']
    : value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
  try {
    return { description: entries.join(', '), trusts: proxyAddr.compile(entries) };
  } catch (error) {
    throw new Error(
      `has ${(error as Error).message}; expected false, a hop count, or proxy addresses and ranges such as 127.0.0.1,10.0.0.0/8 (or loopback, linklocal, uniquelocal)`,
    );
  }
}

/** The client's address: the socket's, or the nearest X-Forwarded-For entry no trusted proxy vouches beyond. */
export function clientAddressOf(headers: Headers, socketAddress: string | undefined, trust: ProxyTrust | null): string {
  const socket = socketAddress?.trim();
  if (!socket) return 'unknown';
  if (!trust) return socket;
  const forwardedFor = headers.get('x-forwarded-for') ?? undefined;
  const request = { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: socket } };
  return proxyAddr(request as never, trust.trusts);
}

/** The socket's peer is a trusted proxy and says the client used HTTPS (`X-Forwarded-Proto`, its first value). */
export function forwardedHttps(
  forwardedProto: string | null | undefined,
  socketAddress: string | undefined,
  trust: ProxyTrust | null,
): boolean {
  if (!trust || !socketAddress || !trust.trusts(socketAddress, 0)) return false;
  return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** HTTPS when the URL says so, or when a trusted proxy forwards `X-Forwarded-Proto: https`. */
export function isSecureRequest(
  url: URL,
  forwardedProto: string | null | undefined,
  socketAddress: string | undefined,
  trust: ProxyTrust | null,
): boolean {
  return url.protocol === 'https:' || forwardedHttps(forwardedProto, socketAddress, trust);
}

/**
 * The socket's address of an Astro request, or undefined when the client has already closed the
 * connection (Astro throws then): an early disconnect is routine, not an error.
 */
export function socketAddressOf(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

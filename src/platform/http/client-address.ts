// The visitor's address for rate limits and throttles. Behind a reverse proxy (TRUST_PROXY=true) it
// is the last X-Forwarded-For entry, the one the proxy appended; earlier entries come from the
// client and can be forged. Without a trusted proxy the header is ignored and the socket's address
// is used.

export function clientAddressOf(headers: Headers, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return socketAddress?.trim() || 'unknown';
}

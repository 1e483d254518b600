// Where a webhook may go: an https:// address whose every resolved address is on the public
// internet. Loopback, private networks (RFC 1918, unique local fc00::/7), carrier-grade NAT
// (100.64.0.0/10), link-local, cloud metadata (169.254.169.254, fd00:ec2::254), multicast, broadcast,
// unspecified and reserved addresses are refused with the reason, whatever form they come in: an
// IPv4 address inside IPv6 (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4
// 2002::/16) is judged as the IPv4 address it carries. WEBHOOK_ALLOW_LOOPBACK lets loopback (and
// http:// to it) through for tests and development; nothing else.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ADDRESS_MESSAGES, type AddressCategory } from './address-messages.ts';

export { ADDRESS_MESSAGES, type AddressCategory };

interface Range {
  bytes: number[];
  prefix: number;
  category: AddressCategory;
}

const v4 = (cidr: string, category: AddressCategory): Range => {
  const [address = '', prefix = '32'] = cidr.split('/');
  return { bytes: address.split('.').map(Number), prefix: Number(prefix), category };
};
const v6 = (cidr: string, category: AddressCategory): Range => {
  const [address = '', prefix = '128'] = cidr.split('/');
  return { bytes: ipv6Bytes(address) ?? [], prefix: Number(prefix), category };
};

// The first range that holds an address names its category, so the narrow ones come first.
const IPV4_RANGES: Range[] = [
  v4('169.254.169.254/32', 'metadata'),
  v4('0.0.0.0/8', 'unspecified'),
  v4('127.0.0.0/8', 'loopback'),
  v4('10.0.0.0/8', 'private'),
  v4('172.16.0.0/12', 'private'),
  v4('192.168.0.0/16', 'private'),
  v4('100.64.0.0/10', 'shared'),
  v4('169.254.0.0/16', 'link-local'),
  v4('224.0.0.0/4', 'multicast'),
  v4('255.255.255.255/32', 'broadcast'),
  v4('240.0.0.0/4', 'reserved'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'),
  v4('198.18.0.0/15', 'reserved'),
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
];

const IPV6_RANGES: Range[] = [
  v6('fd00:ec2::254/128', 'metadata'),
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('fc00::/7', 'private'),
  v6('fec0::/10', 'private'),
  v6('fe80::/10', 'link-local'),
  v6('ff00::/8', 'multicast'),
  v6('64:ff9b:1::/48', 'private'),
  v6('100::/64', 'reserved'),
  v6('2001::/32', 'reserved'),
  v6('2001:db8::/32', 'reserved'),
];

/** IPv6 forms that carry an IPv4 address, and where its four bytes sit. */
const EMBEDDED_IPV4: { range: Range; offset: number }[] = [
  { range: v6('::ffff:0:0/96', 'reserved'), offset: 12 },
  { range: v6('::/96', 'reserved'), offset: 12 },
  { range: v6('64:ff9b::/96', 'reserved'), offset: 12 },
  { range: v6('2002::/16', 'reserved'), offset: 2 },
];

function inRange(bytes: number[], range: Range): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const mask = range.prefix - bit >= 8 ? 0xff : (0xff << (8 - (range.prefix - bit))) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** An IPv6 address's 16 bytes (`::`, a trailing dotted IPv4 part and a zone allowed); null when it is not one. */
function ipv6Bytes(text: string): number[] | null {
  const address = text.replace(/%.*$/, '');
  if (isIP(address) !== 6) return null;
  const [head = '', tail] = address.split('::');
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const words: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const quad = piece.split('.').map(Number);
        words.push(((quad[0] ?? 0) << 8) | (quad[1] ?? 0), ((quad[2] ?? 0) << 8) | (quad[3] ?? 0));
      } else words.push(Number.parseInt(piece, 16));
    }
    return words;
  };
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  if (!first || !last) return null;
  const words = tail === undefined ? first : [...first, ...Array(8 - first.length - last.length).fill(0), ...last];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** The category of an address that is not on the public internet; null for a public one (or not an address). */
export function addressCategory(address: string): AddressCategory | null {
  const version = isIP(address.replace(/%.*$/, ''));
  if (version === 4) {
    const bytes = address.split('.').map(Number);
    return IPV4_RANGES.find((range) => inRange(bytes, range))?.category ?? null;
  }
  const bytes = version === 6 ? ipv6Bytes(address) : null;
  if (!bytes) return null;
  const own = IPV6_RANGES.find((range) => inRange(bytes, range))?.category;
  if (own) return own;
  for (const { range, offset } of EMBEDDED_IPV4) {
    if (inRange(bytes, range)) return addressCategory(bytes.slice(offset, offset + 4).join('.')) ?? null;
  }
  return null;
}

export interface AddressPolicy {
  /** WEBHOOK_ALLOW_LOOPBACK: loopback addresses, and http:// to them, are allowed. */
  allowLoopback: boolean;
}

/** Host name to addresses, as the operating system answers (tests give their own). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Where an attempt connects: the checked address, never looked up again (no DNS rebinding in between). */
export interface Destination {
  url: URL;
  /** The URL's host name without IPv6 brackets. */
  hostname: string;
  address: string;
  family: 4 | 6;
}

export type DestinationCheck = { ok: true; destination: Destination } | { ok: false; message: string };

/** How long a host name may take to resolve. */
export const LOOKUP_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Checks a webhook address and resolves its host once: every address it resolves to must be allowed
 * (one private address among public ones is refused), and the first is where the request will go.
 */
export async function checkDestination(
  raw: string,
  policy: AddressPolicy,
  resolve: Resolver = systemResolver,
): Promise<DestinationCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: ADDRESS_MESSAGES.notUrl };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: ADDRESS_MESSAGES.notHttps };
  if (url.username || url.password) return { ok: false, message: ADDRESS_MESSAGES.credentials };
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let found: { address: string; family: number }[];
  if (isIP(hostname)) found = [{ address: hostname, family: isIP(hostname) }];
  else {
    try {
      const answer = await withTimeout(resolve(hostname), LOOKUP_TIMEOUT_MS);
      if (answer === 'timeout') return { ok: false, message: ADDRESS_MESSAGES.slowLookup(hostname) };
      found = answer;
    } catch {
      return { ok: false, message: ADDRESS_MESSAGES.notFound(hostname) };
    }
  }
  if (found.length === 0) return { ok: false, message: ADDRESS_MESSAGES.notFound(hostname) };
  for (const { address } of found) {
    const category = addressCategory(address);
    if (category && !(category === 'loopback' && policy.allowLoopback)) {
      return { ok: false, message: ADDRESS_MESSAGES.refused(hostname, address, category, policy.allowLoopback) };
    }
  }
  // Plain http:// only to this machine, for tests and development.
  const allLoopback = found.every(({ address }) => addressCategory(address) === 'loopback');
  if (url.protocol === 'http:' && !(policy.allowLoopback && allLoopback))
    return { ok: false, message: ADDRESS_MESSAGES.notHttps };
  const [first] = found;
  if (!first) return { ok: false, message: ADDRESS_MESSAGES.notFound(hostname) };
  return { ok: true, destination: { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 } };
}

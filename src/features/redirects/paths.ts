// The rules of a redirect's two addresses and of matching a request against a set of redirects: pure,
// shared by the screen's form, the checks on save and the answer the middleware gives.
import { canonicalPath } from '#src/platform/http/canonical-path.ts';
import { REDIRECT_MESSAGES } from './messages.ts';

export const REDIRECT_STATUS_CODES = [301, 308, 302, 307] as const;
export type RedirectStatus = (typeof REDIRECT_STATUS_CODES)[number];

/**
 * Where redirects may never start: addresses the site answers itself. The admin, the API, uploaded
 * files and built assets with everything under them; the health checks a load balancer asks and the
 * sign-out page staff rely on; the feeds and files crawlers and browsers fetch (`/sitemap….xml`,
 * `/favicon…`). Matched against the canonical path without a trailing slash, in any letter case.
 */
const RESERVED_PATH =
  /^\/(?:(?:admin|api|media|_astro|healthz|readyz|logout|robots\.txt|rss\.xml)(?:\/|$)|favicon|sitemap[^/]*\.xml$)/i;

export interface RedirectRule {
  id: string;
  from_path: string;
  to_target: string;
  status_code: number;
}

function splitQuery(address: string): { path: string; query: string } {
  const at = address.indexOf('?');
  return at === -1 ? { path: address, query: '' } : { path: address.slice(0, at), query: address.slice(at + 1) };
}

/** Letters beyond ASCII percent-encoded, as browsers send them (`/über` → `/%C3%BCber`). */
export function encodeUnsafe(address: string): string {
  return address.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
}

/**
 * `/old/?b=2&a=1` → `/old?a=1&b=2`, `/x/../%6Fld` → `/old`: the path in the form the server answers
 * under (canonical-path.ts) without a trailing slash (but `/`), parameters sorted, an empty query dropped.
 */
export function normaliseAddress(address: string): string {
  const { path, query } = splitQuery(encodeUnsafe(address.split('#')[0] ?? ''));
  const canonical = canonicalPath(path);
  const trimmed = canonical.length > 1 ? canonical.replace(/\/+$/, '') || '/' : canonical;
  if (!query) return trimmed;
  const parameters = new URLSearchParams(query);
  parameters.sort();
  const search = parameters.toString();
  return search ? `${trimmed}?${search}` : trimmed;
}

/** The refusal of a From address, or null when it may be redirected. */
export function fromProblem(from: string): string | null {
  if (!from.startsWith('/') || from.startsWith('//') || /[\s#\\]/.test(from)) return REDIRECT_MESSAGES.fromFormat;
  // Checked in canonical form: `/%61dmin` and `/x/../healthz` are those addresses too.
  if (RESERVED_PATH.test(splitQuery(normaliseAddress(from)).path)) return REDIRECT_MESSAGES.reserved(splitQuery(from).path);
  return null;
}

/** Whether a target is on this site (a path) rather than an https address elsewhere. */
export function isSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//');
}

/** The refusal of a To address, or null when visitors may be sent there. */
export function targetProblem(target: string): string | null {
  if (/\s/.test(target) || target.includes('\\')) return REDIRECT_MESSAGES.toFormat;
  if (isSitePath(target)) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return REDIRECT_MESSAGES.toFormat;
  }
  if (url.protocol === 'http:') return REDIRECT_MESSAGES.notHttps;
  if (url.protocol !== 'https:' || !url.hostname || !/^https:\/\//i.test(target)) return REDIRECT_MESSAGES.toFormat;
  // `https://trusted.example@elsewhere.example` reads as the first site and goes to the second.
  if (/^https:\/\/[^/?#]*@/i.test(target)) return REDIRECT_MESSAGES.credentials;
  return null;
}

/** A To as stored: a site path in the server's canonical form (query and fragment as written), an https address as written. */
export function canonicalTarget(target: string): string {
  const encoded = encodeUnsafe(target);
  if (!isSitePath(encoded)) return encoded;
  const end = encoded.search(/[?#]/);
  return end === -1 ? canonicalPath(encoded) : `${canonicalPath(encoded.slice(0, end))}${encoded.slice(end)}`;
}

/** The target with the request's own query added (a redirect from a path keeps what the link carried). */
export function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target;
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const extra = search.startsWith('?') ? search.slice(1) : search;
  return `${base}${base.includes('?') ? '&' : '?'}${extra}${hash}`;
}

/** Redirects by their normalised From address, for lookups in one step. */
export type RedirectIndex = ReadonlyMap<string, RedirectRule>;

export function indexRedirects(rules: Iterable<RedirectRule>): Map<string, RedirectRule> {
  return new Map([...rules].map((rule) => [rule.from_path, rule]));
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** Where to send the visitor: the target, with the request's query when the rule matched the path alone. */
  location: string;
}

/**
 * The redirect a request answers with: one from the path with exactly this query first, else one from
 * the path alone (the request's query then goes along); null when none.
 */
export function matchRedirect(index: RedirectIndex, pathname: string, search: string): RedirectMatch | null {
  const path = normaliseAddress(pathname);
  if (search && search !== '?') {
    const exact = index.get(normaliseAddress(`${path}${search.startsWith('?') ? search : `?${search}`}`));
    if (exact) return { rule: exact, location: exact.to_target };
  }
  const rule = index.get(path);
  return rule ? { rule, location: withQuery(rule.to_target, search) } : null;
}

/** Where a site-path target would itself be redirected by `index`, or null (external targets never are). */
export function redirectOfTarget(index: RedirectIndex, target: string): RedirectRule | null {
  if (!isSitePath(target)) return null;
  const { path, query } = splitQuery(target.split('#')[0] ?? '');
  return matchRedirect(index, path, query)?.rule ?? null;
}

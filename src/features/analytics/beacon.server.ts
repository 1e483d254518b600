// POST /api/analytics/hit: one page view or calculator use from the beacon script. Everything here
// happens in memory (the rate limit, the path check against a periodically read article list, the
// count); the database sees only the batched flush and the day's salt once a day. Refused: other
// origins, floods from one address, oversized or malformed bodies, paths that are not public pages.
// Not counted (answered 204 all the same): Do Not Track, Global Privacy Control, staff sessions.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { Refusal, refusalHeaders } from '#src/platform/http/refusal.ts';
import { readJson } from '#src/platform/http/request-body.ts';
import { isSameOriginChange } from '#src/platform/http/same-origin.ts';
import type { Logger } from '#src/platform/log.ts';
import { MemoryRateLimit } from '#src/platform/rate-limit/memory-rate-limit.ts';
import type { RateLimitSetting } from '#src/platform/rate-limit/settings.ts';
import type { StaffServices } from '../auth/auth.server.ts';
import { findStaffSession } from '../auth/session.server.ts';
import { AnalyticsCounter, type CountedHit } from './counter.server.ts';
import { type AnalyticsKind, analyticsDay, CALCULATOR_PATH, sourceOf, utmTag } from './kinds.ts';
import { CountablePaths } from './paths.server.ts';
import { DailySalts, visitorHash } from './salts.server.ts';
import { ANALYTICS_MESSAGES, BEACON_MAX_BYTES, type Beacon, BeaconSchema } from './schema.ts';

/** This process's counting parts (src/server/services.ts builds one set). */
export interface AnalyticsCounting {
  counter: AnalyticsCounter;
  salts: DailySalts;
  paths: CountablePaths;
  limiter: MemoryRateLimit;
  siteUrl: string;
}

/** A reader clicking through pages sends a few beacons a minute (ANALYTICS_BEACON_RATE_LIMIT, 60/1m by default). */
export function createAnalyticsCounting(
  db: Kysely<Database>,
  { siteUrl, beaconRateLimit }: { siteUrl: string; beaconRateLimit: RateLimitSetting },
  log?: Logger,
): AnalyticsCounting {
  return {
    counter: new AnalyticsCounter(db, log),
    salts: new DailySalts(db),
    paths: new CountablePaths(db),
    limiter: new MemoryRateLimit({ max: beaconRateLimit.max, windowMs: beaconRateLimit.windowSeconds * 1000 }),
    siteUrl,
  };
}

/** The path as the site names it: without a trailing slash (the page cache's canonical address). */
function canonicalPath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether the browser asked not to be tracked (DNT: 1) or sent Global Privacy Control (Sec-GPC: 1). */
export function optedOut(headers: Headers): boolean {
  return headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';
}

/** The counts one beacon adds, each for one kind and key. */
export function countsOf(beacon: Beacon, path: string): [AnalyticsKind, string][] {
  if (beacon.e) return [['event', beacon.e]];
  const counts: [AnalyticsKind, string][] = [
    ['site', ''],
    ['page', path],
  ];
  if (beacon.l) {
    // A value outside its tag's alphabet is counted as Other: the visit still counts, the value is never kept.
    const utmSource = beacon.s ? utmTag(beacon.s) : undefined;
    counts.push(['source', sourceOf({ utmSource, referrerHost: beacon.r })]);
    if (beacon.r) counts.push(['referrer', beacon.r.toLowerCase()]);
    if (utmSource) counts.push(['utm_source', utmSource]);
    if (beacon.m) counts.push(['utm_medium', utmTag(beacon.m)]);
    if (beacon.c) counts.push(['utm_campaign', utmTag(beacon.c)]);
  }
  return counts;
}

async function readBeacon(request: Request): Promise<Beacon> {
  let body: unknown;
  try {
    // sendBeacon sends a string as text/plain: the body is read as JSON whatever its type says.
    body = await readJson(request, {
      maxBytes: BEACON_MAX_BYTES,
      tooLargeMessage: ANALYTICS_MESSAGES.tooLarge,
      requireJsonContentType: false,
    });
  } catch (error) {
    if (error instanceof Refusal && error.status === 413) throw error;
    throw new Refusal(400, ANALYTICS_MESSAGES.malformed);
  }
  const parsed = BeaconSchema.safeParse(body);
  if (!parsed.success) throw new Refusal(400, ANALYTICS_MESSAGES.malformed);
  return parsed.data;
}

export interface BeaconContext {
  counting: AnalyticsCounting;
  auth: StaffServices;
  now?: Date;
}

export async function handleBeacon(request: Request, clientAddress: string, { counting, auth, now = new Date() }: BeaconContext) {
  try {
    if (!isSameOriginChange(request, counting.siteUrl)) return jsonResponse({ message: ANALYTICS_MESSAGES.crossSite }, 403);
    if (!counting.limiter.hit(clientAddress, now.getTime())) {
      await request.body?.cancel().catch(() => {});
      throw new Refusal(429, ANALYTICS_MESSAGES.tooMany, {
        retryAfterSeconds: counting.limiter.retryAfterSeconds(now.getTime()),
      });
    }
    const beacon = await readBeacon(request);
    const path = canonicalPath(beacon.p);
    const countable = beacon.e ? path === CALCULATOR_PATH : await counting.paths.isCountable(path, now.getTime());
    if (!countable) throw new Refusal(422, ANALYTICS_MESSAGES.unknownPath);
    if (optedOut(request.headers)) return new Response(null, { status: 204 });
    // Visitors carry no cookie: a request with one is looked up, and a staff member's visit is not counted.
    if (await findStaffSession(auth, request.headers)) return new Response(null, { status: 204 });
    const day = analyticsDay(now);
    const salt = await counting.salts.forDay(day);
    const visitor = visitorHash(salt, counting.siteUrl, clientAddress, request.headers.get('user-agent') ?? '');
    const hits: CountedHit[] = countsOf(beacon, path).map(([kind, key]) => ({ day, kind, key, visitor }));
    counting.counter.record(hits);
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof Refusal) return jsonResponse({ message: error.message }, error.status, refusalHeaders(error));
    throw error;
  }
}

// A fixed-window rate limit held in this process's memory, for hits too frequent and too cheap to
// count in the database (analytics beacons): no write per request, at the price of each instance
// keeping its own count. The table of addresses is bounded: past `maxKeys` a new address is refused
// until the window ends, so a flood from many addresses cannot grow memory without end.

export interface MemoryRateLimitOptions {
  max: number;
  windowMs: number;
  maxKeys?: number;
}

export class MemoryRateLimit {
  private readonly max: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor({ max, windowMs, maxKeys = 50_000 }: MemoryRateLimitOptions) {
    this.max = max;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  /** Counts one hit for `key`; false once `key` is over the limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.counts = new Map();
    }
    const count = this.counts.get(key);
    if (count === undefined && this.counts.size >= this.maxKeys) return false;
    const next = (count ?? 0) + 1;
    this.counts.set(key, next);
    return next <= this.max;
  }

  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds(now = Date.now()): number {
    return Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
  }
}

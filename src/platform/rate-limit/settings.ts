// How a rate limit is written in a setting ("5/10m") and read into a count per window.
import { parsedWith } from '../settings.ts';

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 };

export interface RateLimitSetting {
  max: number;
  windowSeconds: number;
}

/** CONTACT_RATE_LIMIT: "<count>/<number><s|m|h>", e.g. "5/10m" = at most 5 enquiries per 10 minutes per address. */
export function parseRateLimit(raw: string): RateLimitSetting {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/i.exec(raw);
  const count = Number(match?.[1]);
  const amount = Number(match?.[2]);
  const unit = DURATION_UNITS[match?.[3]?.toLowerCase() ?? ''];
  if (!match || !unit || count < 1 || amount < 1) {
    throw new Error('must look like <count>/<duration>, e.g. 5/10m (s, m or h; both numbers at least 1)');
  }
  return { max: count, windowSeconds: amount * unit };
}

/** A rate-limit variable, `fallback` when unset. */
export function rateLimitSetting(fallback: string) {
  return parsedWith((raw) => parseRateLimit(raw ?? fallback));
}

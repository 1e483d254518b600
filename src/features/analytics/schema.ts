// The beacon's body and the screen's query, shared by the beacon script, the endpoints and the
// screen; and the analytics messages, written once.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { CALCULATOR_EVENT } from './kinds.ts';

export const ANALYTICS_MESSAGES = {
  tooLarge: 'The page view is too large to count.',
  malformed: 'The page view is not valid.',
  unknownPath: 'This address is not a public page the site counts.',
  tooMany: 'Too many page views from this address. Try again in a minute.',
  crossSite: 'Page views are only counted from this site.',
  badRange: 'Choose a start date on or before the end date, at most five years apart.',
  unknownTable: 'There is no such analytics table to export.',
  loadFailed: 'Unable to load analytics. Please try again.',
  exportFailed: 'Unable to export the table. Please try again.',
} as const;

/** A beacon is a path and a few short values: anything over 2 KB is not one of ours. */
export const BEACON_MAX_BYTES = 2048;

const shortText = z.string().trim().min(1).max(100);
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i);

/**
 * What the beacon script sends: `p` the page's path; on the visit's first page from outside the site
 * `l: 1` with the referrer's host `r` and the address's UTM source `s`, medium `m` and campaign `c`;
 * `e` for an event instead of a page view.
 */
export const BeaconSchema = z
  .object({
    p: z
      .string()
      .max(300)
      .regex(/^\/[^?#\s]*$/),
    l: z.literal(1).optional(),
    r: host.optional(),
    s: shortText.optional(),
    m: shortText.optional(),
    c: shortText.optional(),
    e: z.literal(CALCULATOR_EVENT).optional(),
  })
  .strict();
export type Beacon = z.infer<typeof BeaconSchema>;

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_MESSAGES.badRange);
const MAX_RANGE_DAYS = 5 * 366;

/** The screen's range (Brisbane dates, both included) and how the chart groups its days. */
export const ReportQuerySchema = z.object({ from: isoDay, to: isoDay, granularity: z.enum(GRANULARITIES).default('day') }).refine(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    return Number.isFinite(days) && days >= 0 && days <= MAX_RANGE_DAYS;
  },
  { message: ANALYTICS_MESSAGES.badRange, path: ['from'] },
);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

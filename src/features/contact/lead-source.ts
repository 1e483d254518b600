// Where an enquiry came from, as the browser carries it to the form: the visit's landing page, the
// external referrer's host and the landing address's UTM tags (kept in sessionStorage by the tiny
// script in visit-source-script.ts, no cookies), the page the form was sent from, and the valuation
// calculator's figures when the visitor came from there. The server checks every value: site
// paths only (cut to the path and its UTM tags), one line, bounded; the calculator's range is
// recomputed from its profit and multiple.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { attributionPath } from '#src/platform/http/attribution-path.ts';
import { isSingleLine } from '#src/platform/text/single-line.ts';
import { calculateValuation, MULTIPLIER_MAX, MULTIPLIER_MIN } from '../calculator/valuation.ts';

export const SOURCE_LIMITS = { path: 500, host: 253, tag: 100 } as const;
/** The largest profit the calculator's figures may carry (a trillion dollars is no recruitment firm). */
export const CALCULATOR_MAX_PROFIT = 1_000_000_000_000;

export const SOURCE_MESSAGES = {
  path: (label: string) =>
    `${label} must be a path on this site (starting with a single /), at most ${SOURCE_LIMITS.path} characters.`,
  host: `Referrer must be a host name, at most ${SOURCE_LIMITS.host} characters.`,
  tag: (label: string) => `${label} must be one line of at most ${SOURCE_LIMITS.tag} characters.`,
  profit: 'The calculator profit must be a number above 0.',
  multiple: `The calculator multiple must be between ${MULTIPLIER_MIN} and ${MULTIPLIER_MAX}.`,
} as const;

/** "/resources/insights/x": one leading slash, no scheme or host, no spaces or control characters. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) && isSingleLine(value);
}

const HOST = /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (value === null || value === undefined ? '' : value), schema);

const sitePath = (label: string) =>
  optional(
    z
      .string({ error: SOURCE_MESSAGES.path(label) })
      .trim()
      .max(SOURCE_LIMITS.path, SOURCE_MESSAGES.path(label))
      .refine((value) => value === '' || isSitePath(value), SOURCE_MESSAGES.path(label))
      .transform(attributionPath),
  );

const tag = (label: string) =>
  optional(
    z
      .string({ error: SOURCE_MESSAGES.tag(label) })
      .trim()
      .max(SOURCE_LIMITS.tag, SOURCE_MESSAGES.tag(label))
      .refine(isSingleLine, SOURCE_MESSAGES.tag(label)),
  );

export const EnquirySourceSchema = z.object({
  landingPath: sitePath('Landing page'),
  referrerHost: optional(
    z
      .string({ error: SOURCE_MESSAGES.host })
      .trim()
      .toLowerCase()
      .refine((value) => value === '' || HOST.test(value), SOURCE_MESSAGES.host),
  ),
  utmSource: tag('UTM source'),
  utmMedium: tag('UTM medium'),
  utmCampaign: tag('UTM campaign'),
  formPath: sitePath('Form page'),
});
export type EnquirySource = z.output<typeof EnquirySourceSchema>;
export type EnquirySourceInput = z.input<typeof EnquirySourceSchema>;

/** What the calculator hands the contact page: its profit and multiple. */
export const CalculatorFiguresSchema = z.object({
  profit: z
    .number({ error: SOURCE_MESSAGES.profit })
    .gt(0, SOURCE_MESSAGES.profit)
    .max(CALCULATOR_MAX_PROFIT, SOURCE_MESSAGES.profit),
  multiple: z
    .number({ error: SOURCE_MESSAGES.multiple })
    .min(MULTIPLIER_MIN, SOURCE_MESSAGES.multiple)
    .max(MULTIPLIER_MAX, SOURCE_MESSAGES.multiple),
});
export type CalculatorFiguresInput = z.input<typeof CalculatorFiguresSchema>;

export interface CalculatorFigures {
  profit: number;
  multiple: number;
  valueLow: number;
  valueHigh: number;
}

/** The stored figures: the range as the calculator shows it (3x to 6x), recomputed here. */
export function calculatorFigures(input: { profit: number; multiple: number }): CalculatorFigures | null {
  const valuation = calculateValuation(input.profit, input.multiple);
  if (!valuation) return null;
  return { profit: input.profit, multiple: valuation.multiplier, valueLow: valuation.lower, valueHigh: valuation.higher };
}

/** The enquiry's columns for where it came from (contact_submissions), for every way an enquiry is made. */
export function leadColumns(source: EnquirySource | null, calculator: CalculatorFigures | null) {
  return {
    landing_path: source?.landingPath || null,
    referrer_host: source?.referrerHost || null,
    utm_source: source?.utmSource || null,
    utm_medium: source?.utmMedium || null,
    utm_campaign: source?.utmCampaign || null,
    form_path: source?.formPath || null,
    calculator_profit: calculator?.profit ?? null,
    calculator_multiple: calculator?.multiple ?? null,
    calculator_value_low: calculator?.valueLow ?? null,
    calculator_value_high: calculator?.valueHigh ?? null,
  };
}

/** The contact page's reading of ?profit=&multiple= (the calculator's link); null when absent or unreadable. */
export function calculatorFiguresFromQuery(params: URLSearchParams): { profit: number; multiple: number } | null {
  const profit = Number(params.get('profit'));
  const multiple = Number(params.get('multiple'));
  const parsed = CalculatorFiguresSchema.safeParse({ profit, multiple });
  return parsed.success ? parsed.data : null;
}

/** The part of the enquiry's body the form sends beside the fields. */
export const EnquiryContextSchema = z.object({
  source: EnquirySourceSchema.optional(),
  calculator: CalculatorFiguresSchema.nullish(),
});

/** The source in the inbox: the UTM source, else the referrer's host, else "direct". */
export function sourceLabel(source: { utmSource: string | null; referrerHost: string | null }): string {
  return source.utmSource ?? source.referrerHost ?? DIRECT_SOURCE;
}
export const DIRECT_SOURCE = 'direct';

const SOURCE_FIELDS = ['landingPath', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const;

/**
 * What the form sends as the enquiry's source: the visit's stored values (visit-source.ts in
 * public-shell, read from sessionStorage) that pass the server's checks, each cut to its limit
 * first, so an odd UTM tag never stops an enquiry; and the form's own page.
 */
export function enquirySourceFrom(stored: unknown, formPath: string): EnquirySource {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const source: EnquirySource = {
    landingPath: '',
    referrerHost: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    formPath: '',
  };
  const limit = { landingPath: SOURCE_LIMITS.path, referrerHost: SOURCE_LIMITS.host } as Record<string, number>;
  for (const field of SOURCE_FIELDS) {
    const raw = record[field];
    if (typeof raw !== 'string') continue;
    const parsed = EnquirySourceSchema.shape[field].safeParse(raw.trim().slice(0, limit[field] ?? SOURCE_LIMITS.tag));
    if (parsed.success) source[field] = parsed.data;
  }
  const form = EnquirySourceSchema.shape.formPath.safeParse(formPath);
  if (form.success) source.formPath = form.data;
  return source;
}

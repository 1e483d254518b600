// Insights Management's words and rules (spec sections 2, 3, 5, 8): the insight form's one schema,
// shared by the dialog and the endpoints, the categories offered, the list's query, the statuses the
// screen shows (Scheduled: published with a date still ahead in Brisbane), and every toast.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '#src/platform/text/single-line.ts';
import type { BadgeMap } from '#src/ui/Badge.tsx';
import { ALL } from '#src/ui/filter-list.ts';
import { pageNumberParameter, searchTextParameter } from '../admin/list-query.ts';
import { SeoSchema } from '../seo/seo.ts';
import { InsightImageUrlSchema } from './image-url.ts';
import { INSIGHT_STATUSES, type InsightStatus } from './tables.ts';

export { INSIGHT_STATUSES, type InsightStatus };

// In the browser zod would probe `new Function`, which the admin's CSP forbids (see contact/schema.ts).

/**
 * The categories an insight can have: a stored value and the label every page shows. The spec's five
 * first, then the ones the seeded articles use; "Valuation" and "Market Analysis" were in both lists
 * and are one category each (migration 020 moved rows saved under a label to its value).
 */
export const INSIGHT_CATEGORIES = [
  { value: 'valuation', label: 'Valuation' },
  { value: 'strategy', label: 'Strategy' },
  { value: 'market-analysis', label: 'Market Analysis' },
  { value: 'case-study', label: 'Case Study' },
  { value: 'process', label: 'Process' },
  { value: 'business-strategy', label: 'Business Strategy' },
  { value: 'corporate-governance', label: 'Corporate Governance' },
  { value: 'exit-strategy', label: 'Exit Strategy' },
  { value: 'financial-analysis', label: 'Financial Analysis' },
  { value: 'growth-strategy', label: 'Growth Strategy' },
  { value: 'legal', label: 'Legal' },
  { value: 'm-and-a-case-study', label: 'M&A Case Study' },
  { value: 'negotiation', label: 'Negotiation' },
  { value: 'succession-planning', label: 'Succession Planning' },
  { value: 'technology', label: 'Technology' },
  { value: 'transaction-analysis', label: 'Transaction Analysis' },
  { value: 'valuation-guide', label: 'Valuation Guide' },
] as const;
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number]['value'];
export const INSIGHT_CATEGORY_VALUES: readonly string[] = INSIGHT_CATEGORIES.map((category) => category.value);

/** The label of a stored category; a value from before the list (typed by hand) reads as words. */
export function categoryLabel(category: string): string {
  const known = INSIGHT_CATEGORIES.find((entry) => entry.value === category);
  return known ? known.label : category.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The stored value for a category written as its value or its label ("Valuation Guide" → 'valuation-guide'). */
export function categoryValue(category: string): string {
  const wanted = category.trim().toLowerCase();
  const known = INSIGHT_CATEGORIES.find((entry) => entry.value === wanted || entry.label.toLowerCase() === wanted);
  return known ? known.value : category;
}

/** Largest article body, in UTF-8 bytes. */
export const CONTENT_MAX_BYTES = 200 * 1024;
export const INSIGHT_LIMITS = { title: 200, excerpt: 1000, readTime: 50, author: 100, slug: 80, imageAlt: 300 } as const;
/** Cards per page of the admin's list. */
export const INSIGHTS_PAGE_SIZE = 24;

/** What the admin shows: draft, published (live), or scheduled (published, its date still ahead). */
export const DISPLAY_STATUSES = ['published', 'draft', 'scheduled'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const STATUS_BADGES: BadgeMap<DisplayStatus> = {
  published: { label: 'Published', tone: 'green' },
  draft: { label: 'Draft', tone: 'amber' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
};

export const INSIGHT_MESSAGES = {
  loading: 'Loading insights...',
  subtitle: 'Manage your insights and articles',
  searchPlaceholder: 'Search insights...',
  empty: 'No insights found matching your criteria.',
  deleteQuestion: 'Are you sure you want to delete this insight?',
  created: 'Insight created successfully',
  updated: 'Insight updated successfully',
  deleted: 'Insight deleted successfully',
  restored: 'Version restored',
  loadFailed: 'Failed to load insights',
  createFailed: 'Failed to create insight',
  updateFailed: 'Failed to update insight',
  deleteFailed: 'Failed to delete insight',
  restoreFailed: 'Failed to restore this version',
  historyFailed: 'Failed to load the history of this insight',
  exportComplete: 'Export Complete',
  exported: (count: number, file: string) => `Exported ${count.toLocaleString('en-AU')} insights to ${file}`,
  exportTitle: 'Export Failed',
  exportFailed: 'Failed to export insights data',
  conversionComplete: 'Conversion Complete',
  converted: (count: number) => `Successfully converted ${count.toLocaleString('en-AU')} insights to Australian English`,
  conversionTitle: 'Conversion Failed',
  conversionFailed: 'Failed to convert insights to Australian English',
  textConverted: 'Text Converted',
  textConvertedDetail: (count: number) => `Applied Australian English formatting with ${count} spelling corrections`,
  noChanges: 'No Changes Needed',
  noChangesDetail: 'This insight already uses Australian English spelling',
  singleConversionFailed: 'Failed to convert this insight to Australian English',
  notFound: 'That insight no longer exists. Refresh the list and try again.',
  revisionNotFound: 'That version no longer exists. Refresh the history and try again.',
  titleRequired: 'Title is required',
  excerptRequired: 'Excerpt is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  readTimeRequired: 'Read time is required',
  dateRequired: 'Date is required',
  titleTooLong: `Title must be at most ${INSIGHT_LIMITS.title} characters.`,
  excerptTooLong: `Excerpt must be at most ${INSIGHT_LIMITS.excerpt.toLocaleString('en-AU')} characters.`,
  readTimeTooLong: `Read time must be at most ${INSIGHT_LIMITS.readTime} characters.`,
  contentTooLarge: 'Content must be at most 200 KB.',
  unknownCategory: 'Choose one of the categories offered.',
  badDate: 'Date must be a real date written as YYYY-MM-DD.',
  badStatus: 'Status must be published or draft.',
  bodyTooLarge: 'The insight is too large to save: content may be at most 200 KB.',
  badBaseVersion: 'The version being edited must be a whole number.',
  conflict: 'Someone else saved this insight while you were editing it.',
  imageAltRequired: 'Describe the image in Alt Text: an image from another site needs it.',
  imageAltTooLong: `Alt text must be at most ${INSIGHT_LIMITS.imageAlt} characters.`,
  imageMissing: 'That image is no longer in the image library. Choose another.',
  badReviewedDate: 'Last reviewed must be a real date written as YYYY-MM-DD.',
  unknownAuthor: 'Choose an author from the list.',
  slugFormat: 'The address may only use lower-case letters, digits and single dashes between words, such as selling-your-agency.',
  slugTooLong: `The address must be at most ${INSIGHT_LIMITS.slug} characters.`,
  slugReserved: 'That address is used by the site itself. Choose another.',
  slugTaken: 'Another insight already uses that address. Choose another.',
} as const;

/** An address typed by hand: lower-case words of letters and digits joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const utf8 = new TextEncoder();
export const utf8Length = (text: string) => utf8.encode(text).length;

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const required = (message: string, maximum: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(maximum, tooLong);
const requiredLine = (message: string, maximum: number, tooLong: string, label: string) =>
  required(message, maximum, tooLong).refine(isSingleLine, singleLineMessage(label));

/** The create and edit form (spec section 5): six required fields, status, an optional image URL. */
export const InsightSchema = z
  .object({
    title: requiredLine(INSIGHT_MESSAGES.titleRequired, INSIGHT_LIMITS.title, INSIGHT_MESSAGES.titleTooLong, 'Title'),
    excerpt: required(INSIGHT_MESSAGES.excerptRequired, INSIGHT_LIMITS.excerpt, INSIGHT_MESSAGES.excerptTooLong),
    content: z
      .string({ error: INSIGHT_MESSAGES.contentRequired })
      .refine((value) => value.replace(/<[^>]*>/g, '').trim() !== '', INSIGHT_MESSAGES.contentRequired)
      .refine((value) => utf8Length(value) <= CONTENT_MAX_BYTES, INSIGHT_MESSAGES.contentTooLarge),
    category: z
      .string({ error: INSIGHT_MESSAGES.categoryRequired })
      .trim()
      .min(1, INSIGHT_MESSAGES.categoryRequired)
      // A category sent by its label ("M&A Case Study") is stored as its value.
      .transform(categoryValue)
      .refine((value) => value === '' || INSIGHT_CATEGORY_VALUES.includes(value), INSIGHT_MESSAGES.unknownCategory),
    read_time: requiredLine(
      INSIGHT_MESSAGES.readTimeRequired,
      INSIGHT_LIMITS.readTime,
      INSIGHT_MESSAGES.readTimeTooLong,
      'Read time',
    ),
    date: z
      .string({ error: INSIGHT_MESSAGES.dateRequired })
      .trim()
      .min(1, INSIGHT_MESSAGES.dateRequired)
      .refine((value) => value === '' || isRealDate(value), INSIGHT_MESSAGES.badDate),
    status: z.enum(INSIGHT_STATUSES, { error: INSIGHT_MESSAGES.badStatus }),
    /** Empty is stored as null (spec section 5). */
    image_url: InsightImageUrlSchema.nullish(),
    /** The library image chosen for the article (website_images.id); shown instead of `image_url`. */
    image_id: z.string().trim().max(100, INSIGHT_MESSAGES.imageMissing).nullish(),
    /** The article image's alt text: required for an address on another site, else the library's own when empty. */
    image_alt: z.string().trim().max(INSIGHT_LIMITS.imageAlt, INSIGHT_MESSAGES.imageAltTooLong).nullish(),
    /** The author chosen in the dialog ("user:<id>" or "team:<id>"); left out: the signed-in person on create, unchanged on edit. */
    author_ref: z.string().trim().max(200, INSIGHT_MESSAGES.unknownAuthor).nullish(),
    /** "Last reviewed" date, YYYY-MM-DD; empty for none. */
    reviewed_on: z
      .string()
      .trim()
      .refine((value) => value === '' || isRealDate(value), INSIGHT_MESSAGES.badReviewedDate)
      .nullish(),
    /** The address (slug) typed by hand; only used once the insight has been published. */
    slug: z
      .string({ error: INSIGHT_MESSAGES.slugFormat })
      .trim()
      .max(INSIGHT_LIMITS.slug, INSIGHT_MESSAGES.slugTooLong)
      .refine((value) => value === '' || SLUG_PATTERN.test(value), INSIGHT_MESSAGES.slugFormat)
      .optional()
      .transform((value) => value || undefined)
      .optional(),
    /** Meta title and description, social image, canonical, noindex; left out, they stay as they are. */
    seo: SeoSchema.optional(),
    /** The version the edit started from (AdminInsight.version): a save over a newer one is refused with 409. */
    base_version: z.number({ error: INSIGHT_MESSAGES.badBaseVersion }).int(INSIGHT_MESSAGES.badBaseVersion).min(0).optional(),
  })
  .superRefine((values, context) => {
    // An image from another site says nothing to a screen reader unless someone describes it.
    if (!values.image_id && /^https?:/i.test(values.image_url ?? '') && !values.image_alt) {
      context.addIssue({ code: 'custom', path: ['image_alt'], message: INSIGHT_MESSAGES.imageAltRequired });
    }
  })
  // An empty image URL, image or alt text is stored as null (spec section 5).
  .transform((values) => ({
    ...values,
    image_url: values.image_url ? values.image_url : null,
    image_id: values.image_id ? values.image_id : null,
    image_alt: values.image_alt ? values.image_alt : null,
    author_ref: values.author_ref ? values.author_ref : undefined,
    reviewed_on: values.reviewed_on ? values.reviewed_on : null,
  }));
export type InsightInput = z.input<typeof InsightSchema>;
export type InsightValues = z.output<typeof InsightSchema>;

/** The list's query string: search, category, status and page. */
export const InsightQuerySchema = z.object({
  search: searchTextParameter,
  category: z.string().trim().max(100, 'Category must be at most 100 characters.').default(ALL),
  status: z.enum([ALL, ...DISPLAY_STATUSES], { error: 'Status must be all, published, draft or scheduled.' }).default(ALL),
  page: pageNumberParameter,
});
export type InsightQuery = z.output<typeof InsightQuerySchema>;

/** The version history's query: which page of versions. */
export const RevisionQuerySchema = z.object({ page: pageNumberParameter });

/** The query as URL parameters, defaults left out. */
export function insightQueryString(query: Partial<InsightQuery>): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.category && query.category !== ALL) params.set('category', query.category);
  if (query.status && query.status !== ALL) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The author of a new insight when the signed-in staff member has no display name. */
export const DEFAULT_INSIGHT_AUTHOR = 'David Calder';

// The redirect form's one schema, shared by the screen and the endpoints, the CSV import's rows, and
// the list's query.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { pageNumberParameter, searchTextParameter } from '../admin/list-query.ts';
import { REDIRECT_LIMITS, REDIRECT_MESSAGES } from './messages.ts';
import {
  canonicalTarget,
  fromProblem,
  normaliseAddress,
  REDIRECT_STATUS_CODES,
  type RedirectStatus,
  targetProblem,
} from './paths.ts';

export { REDIRECT_LIMITS, REDIRECT_MESSAGES };

const address = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(REDIRECT_LIMITS.address, REDIRECT_MESSAGES.tooLong);

const statusCode = z.coerce
  .number({ error: REDIRECT_MESSAGES.statusInvalid })
  .refine((value): value is RedirectStatus => (REDIRECT_STATUS_CODES as readonly number[]).includes(value), {
    message: REDIRECT_MESSAGES.statusInvalid,
  });

/** A redirect as the form sends it: From normalised (canonical, no trailing slash, query sorted), To's path canonical. */
export const RedirectSchema = z.object({
  from_path: address(REDIRECT_MESSAGES.fromRequired)
    .superRefine((value, context) => {
      const problem = fromProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(normaliseAddress),
  to_target: address(REDIRECT_MESSAGES.toRequired)
    .superRefine((value, context) => {
      const problem = targetProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(canonicalTarget),
  status_code: statusCode.transform((value) => value as RedirectStatus),
});

export type RedirectInput = z.input<typeof RedirectSchema>;
export type RedirectValues = z.output<typeof RedirectSchema>;

/** The save's body: the values, and whether a live page at From may be redirected anyway. */
export const RedirectSaveSchema = RedirectSchema.extend({ confirm_live_page: z.boolean().optional().default(false) });

/** The import's body: the CSV's text as the export writes it (from, to, status), and the same confirmation. */
export const RedirectImportSchema = z.object({
  csv: z.string(),
  confirm_live_page: z.boolean().optional().default(false),
});

/** Rows per page of the admin's list. */
export const REDIRECTS_PAGE_SIZE = 50;

/** The list's query string: words to look for in From or To, and the page. */
export const RedirectQuerySchema = z.object({ search: searchTextParameter, page: pageNumberParameter });
export type RedirectQuery = z.output<typeof RedirectQuerySchema>;

/** The query as URL parameters, defaults left out. */
export function redirectQueryString(query: Partial<RedirectQuery>): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

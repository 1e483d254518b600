// The Subscribers endpoints under /api/admin/subscribers, admins only: the list, its CSV, the CSV
// import, unsubscribe one and delete one. No public page shows subscribers: the page caches stay.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { csvFilename, csvResponse, toCsv } from '#src/platform/http/csv.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { pageNumberParameter } from '../admin/list-query.ts';
import { requireSubscriberAdmin } from './access.ts';
import {
  deleteSubscriber,
  exportSubscribers,
  importSubscribers,
  listSubscribers,
  SUBSCRIBER_CSV_COLUMNS,
  unsubscribeByAdmin,
} from './subscribers-admin.server.ts';
import { SUBSCRIBER_STATUS_FILTERS, SUBSCRIBERS_MESSAGES } from './subscribers-terms.ts';

const SubscriberQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search text must be at most 200 characters.').default(''),
  status: z
    .enum(SUBSCRIBER_STATUS_FILTERS, { error: 'Status must be pending, subscribed, unsubscribed or bounced.' })
    .default('all'),
  page: pageNumberParameter,
});

const ImportSchema = z.object({
  csv: z.string({ error: 'Choose a CSV file to import.' }).min(1, 'Choose a CSV file to import.'),
});
/** 20,000 rows of long addresses and consent wording. */
const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

const queryOf = (request: Request) => SubscriberQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));

/** GET /api/admin/subscribers?search=&status=&page=. */
export const listSubscribersEndpoint = adminEndpoint({
  policy: requireSubscriberAdmin,
  handle: async ({ request, services }) => jsonResponse(await listSubscribers(services.database.db, queryOf(request))),
});

/** GET /api/admin/subscribers/export?search=&status=: the matching subscribers with their consent. */
export const exportSubscribersEndpoint = adminEndpoint({
  policy: requireSubscriberAdmin,
  handle: async ({ request, services }) =>
    csvResponse(
      toCsv(SUBSCRIBER_CSV_COLUMNS, await exportSubscribers(services.database.db, queryOf(request))),
      csvFilename('subscribers_export'),
    ),
});

/** POST /api/admin/subscribers/import: { csv }. */
export const importSubscribersEndpoint = adminEndpoint({
  policy: requireSubscriberAdmin,
  changesContent: false,
  handle: async ({ request, staff, services }) => {
    const { csv } = await readJsonBody(request, ImportSchema, { maxBytes: IMPORT_MAX_BYTES });
    return jsonResponse(await importSubscribers(services.database.db, staff, csv, new Date()));
  },
});

/** POST /api/admin/subscribers/:id/unsubscribe. */
export const unsubscribeSubscriberEndpoint = adminEndpoint({
  policy: requireSubscriberAdmin,
  changesContent: false,
  handle: async ({ params, staff, services }) =>
    jsonResponse({
      subscriber: await unsubscribeByAdmin(
        services.database.db,
        staff,
        idParam(params, SUBSCRIBERS_MESSAGES.notFound),
        new Date(),
      ),
    }),
});

/** DELETE /api/admin/subscribers/:id: for good. */
export const deleteSubscriberEndpoint = adminEndpoint({
  policy: requireSubscriberAdmin,
  changesContent: false,
  handle: async ({ params, staff, services }) => {
    await deleteSubscriber(services.database.db, staff, idParam(params, SUBSCRIBERS_MESSAGES.notFound));
    return jsonResponse({ deleted: true });
  },
});

// The Contact Submissions endpoints under /api/admin/submissions: admins only (spec section 6), so
// viewers and editors get 403 and never any enquiry data. Each change is audited.
import { csvFilename, csvResponse } from '#src/platform/http/csv.ts';
import { jsonResponse } from '#src/platform/http/json-response.ts';
import { adminEndpoint, idParam, readJsonBody } from '../admin/admin-endpoint.server.ts';
import { requireSubmissionManager } from './access.ts';
import { getSubmission, listSubmissions } from './inbox.server.ts';
import {
  addSubmissionNote,
  assignSubmission,
  deleteSubmission,
  markNotSpam,
  purgeExpiredSubmissions,
  resendSubmissionEmail,
  restoreSubmission,
  updateSubmission,
} from './inbox-changes.server.ts';
import { exportSubmissions } from './inbox-export.server.ts';
import {
  SUBMISSION_MESSAGES,
  SubmissionAssigneeSchema,
  SubmissionNoteSchema,
  SubmissionQuerySchema,
  SubmissionUpdateSchema,
} from './schema.ts';

/** The export's file name: contact_submissions_export_{date}.csv, like the spec's insights export. */
export const EXPORT_FILE_PREFIX = 'contact_submissions_export';

/** The list's filters from the query string; an unknown value is a 422 with its message. */
function queryOf(request: Request) {
  return SubmissionQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

/** GET /api/admin/submissions?search=&status=&priority=&folder=&page= */
export const listSubmissionsEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ request, services }) =>
    jsonResponse(await listSubmissions(services.database, queryOf(request), services.config.enquiryRetentionDays)),
});

/** GET /api/admin/submissions/:id: every field and the enquiry's e-mails. */
export const getSubmissionEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ params, services }) =>
    jsonResponse({ submission: await getSubmission(services.database.db, idParam(params, SUBMISSION_MESSAGES.notFound)) }),
});

/** PATCH /api/admin/submissions/:id: status and priority. */
export const updateSubmissionEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, SUBMISSION_MESSAGES.notFound);
    const update = await readJsonBody(request, SubmissionUpdateSchema);
    return jsonResponse({ submission: await updateSubmission(services.database, staff, id, update, services.config.siteUrl) });
  },
});

/** PUT /api/admin/submissions/:id/assignee: { assignedTo: a staff member's id, or null }. */
export const assignSubmissionEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  // No public page shows an enquiry.
  changesContent: false,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, SUBMISSION_MESSAGES.notFound);
    const { assignedTo } = await readJsonBody(request, SubmissionAssigneeSchema);
    return jsonResponse({
      submission: await assignSubmission(services.database, staff, id, assignedTo, services.config.siteUrl),
    });
  },
});

/** POST /api/admin/submissions/:id/notes: { body }, an internal note (never shown to the visitor). */
export const addNoteEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  // No public page shows an enquiry.
  changesContent: false,
  handle: async ({ request, params, staff, services }) => {
    const id = idParam(params, SUBMISSION_MESSAGES.notFound);
    const { body } = await readJsonBody(request, SubmissionNoteSchema);
    return jsonResponse({ submission: await addSubmissionNote(services.database, staff, id, body) }, 201);
  },
});

/** DELETE /api/admin/submissions/:id: into the deleted folder, restorable for SOFT_DELETE_DAYS. */
export const deleteSubmissionEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ params, staff, services }) =>
    jsonResponse({ submission: await deleteSubmission(services.database, staff, idParam(params, SUBMISSION_MESSAGES.notFound)) }),
});

/** POST /api/admin/submissions/:id/restore: undo a delete. */
export const restoreSubmissionEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ params, staff, services }) =>
    jsonResponse({
      submission: await restoreSubmission(services.database, staff, idParam(params, SUBMISSION_MESSAGES.notFound)),
    }),
});

/** POST /api/admin/submissions/:id/not-spam: suspected spam that is a real enquiry, into the inbox. */
export const notSpamEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ params, staff, services }) =>
    jsonResponse({
      submission: await markNotSpam(
        services.database,
        staff,
        idParam(params, SUBMISSION_MESSAGES.notFound),
        services.config.siteUrl,
      ),
    }),
});

/** POST /api/admin/submissions/emails/:id/resend: send one of an enquiry's e-mails again now. */
export const resendEmailEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ params, staff, services }) =>
    jsonResponse(
      await resendSubmissionEmail(services.database, services.mailer, staff, idParam(params, SUBMISSION_MESSAGES.emailNotFound)),
    ),
});

/** GET /api/admin/submissions/export?…: every enquiry matching the list's search and filters, as CSV. */
export const exportSubmissionsEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ request, staff, services }) => {
    const { csv } = await exportSubmissions(services.database, staff, queryOf(request));
    return csvResponse(csv, csvFilename(EXPORT_FILE_PREFIX));
  },
});

/** POST /api/admin/submissions/purge: delete for good every enquiry older than ENQUIRY_RETENTION_DAYS. */
export const purgeSubmissionsEndpoint = adminEndpoint({
  policy: requireSubmissionManager,
  handle: async ({ staff, services }) =>
    jsonResponse({ purged: await purgeExpiredSubmissions(services.database, staff, services.config.enquiryRetentionDays) }),
});

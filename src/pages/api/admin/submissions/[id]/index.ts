// /api/admin/submissions/:id: the enquiry with its e-mails (GET), status and priority (PATCH), delete (DELETE).
export {
  deleteSubmissionEndpoint as DELETE,
  getSubmissionEndpoint as GET,
  updateSubmissionEndpoint as PATCH,
} from '#src/features/submissions/submission-endpoints.server.ts';

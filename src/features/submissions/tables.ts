// submissions/'s tables, as Kysely types them (both dialects): staff notes on an enquiry.
// Composed into the one Database in src/server/areas.ts.
import type { DefaultedTimestamp } from '#src/platform/db/schema.ts';

/** Staff notes on an enquiry: never shown to the visitor; removed with the enquiry. */
export interface SubmissionNotesTable {
  id: string;
  submission_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: DefaultedTimestamp;
}

/** The tables submissions/ owns, by name. */
export interface SubmissionTables {
  submission_notes: SubmissionNotesTable;
}

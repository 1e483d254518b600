// pages/'s tables, as Kysely types them (both dialects): the fixed pages' copy and its saved versions.
// Composed into the one Database in src/server/areas.ts.
import type { DefaultedTimestamp } from '#src/platform/db/schema.ts';

/** A fixed page's words: the published copy the public page shows and the draft staff are editing. */
export interface PageCopyTable {
  page: string;
  published: string;
  draft: string | null;
  version: number;
  published_version: number;
  updated_at: DefaultedTimestamp;
  published_at: DefaultedTimestamp;
}

/** Every saved version of a page's copy, for its history and Restore. */
export interface PageCopyRevisionsTable {
  id: string;
  page: string;
  version: number;
  value: string;
  reason: 'seed' | 'draft' | 'publish' | 'restore';
  saved_by_id: string | null;
  saved_by: string | null;
  created_at: DefaultedTimestamp;
}

/** The tables pages/ owns, by name. */
export interface PageCopyTables {
  page_copy: PageCopyTable;
  page_copy_revisions: PageCopyRevisionsTable;
}

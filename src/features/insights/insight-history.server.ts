// An insight's saved versions as its history shows them: a page at a time without their content (the
// database still says whether it changed), and one version opened with its content and what it changed
// from the version before.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import * as versioned from '../editing/versioned-record.server.ts';
import { currentId, findRow } from './editor-reads.server.ts';
import { type InsightVersion, insightRecord, revisionFields } from './insight-record.server.ts';
import { revisionChanges } from './revision-changes.ts';
import type { InsightRevision, InsightRevisionDetails, InsightRevisionPage, InsightRevisionSummary } from './types.ts';

type Saved = { id: string; version: number; savedBy: string | null; createdAt: string; reason: string | null };

/** A version as the history lists it: what it holds but its content and author ids. */
function summary(saved: Saved, value: InsightVersion, changed: string[]): InsightRevisionSummary {
  const {
    content: _content,
    author_user_id: _user,
    author_team_member_id: _member,
    ...fields
  } = revisionFields(value) as ReturnType<typeof revisionFields> &
    Pick<InsightVersion, 'author_user_id' | 'author_team_member_id'>;
  return {
    ...fields,
    id: saved.id,
    version: saved.version,
    savedBy: saved.savedBy,
    reason: saved.reason ?? '',
    createdAt: saved.createdAt,
    changed,
  };
}

/**
 * One page of the saved versions, newest first, HISTORY_LIMIT at a time (an insight never edited has
 * none yet). Content stays in the database: it compares each version's with the one before, so the list
 * still names a changed content, and its size does not grow with the articles'.
 */
export async function listRevisions(db: Kysely<Database>, requestedId: string, page = 1): Promise<InsightRevisionPage> {
  const id = await currentId(db, requestedId);
  await findRow(db, id);
  const listed = await versioned.listVersions(db, insightRecord(id), page);
  return {
    revisions: listed.versions.map((version) => summary(version, version.value, version.changed)),
    page: listed.page,
    pageCount: listed.pageCount,
    total: listed.total,
  };
}

/** One saved version of the insight (by its id now), or 404 when the insight has no such version. */
export async function findRevision(db: Kysely<Database>, requestedId: string, revisionId: string) {
  const id = await currentId(db, requestedId);
  return { id, ...(await versioned.findVersion(db, insightRecord(id), revisionId)) };
}

/** One saved version with its content, and each field it changed from the version before with both values. */
export async function getRevision(
  db: Kysely<Database>,
  requestedId: string,
  revisionId: string,
): Promise<InsightRevisionDetails> {
  const { id, value, version, row } = await findRevision(db, requestedId, revisionId);
  const record = insightRecord(id);
  const previousRow = await versioned.versionRow(db, record, version - 1);
  const previous = previousRow ? record.revisions.fromColumns(previousRow) : null;
  const changes = revisionChanges(revisionFields(value), previous ? revisionFields(previous) : undefined);
  const saved = {
    id: row.id,
    version,
    savedBy: row.saved_by,
    reason: row.reason ?? null,
    createdAt: toIsoTimestamp(row.created_at),
  };
  const revision: InsightRevision = {
    ...summary(
      saved,
      value,
      changes.map((change) => change.label),
    ),
    content: value.content,
  };
  return { revision, changes };
}

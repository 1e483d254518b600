// An insight as the editing kit's versioned record: each version the article's fields as columns of
// insight_revisions (the SEO fields one JSON column), the newest INSIGHT_VERSIONS_KEPT kept, the words
// a 409 names the other editor's changes by, and what a history says each version changed.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { audit } from '../admin/audit.server.ts';
import type { RevisionRow } from '../editing/revision-tables.server.ts';
import * as versioned from '../editing/versioned-record.server.ts';
import { NO_SEO, readSeo } from '../seo/seo.ts';
import { revisionChanges } from './revision-changes.ts';
import { INSIGHT_MESSAGES } from './schema.ts';
import type { InsightsTable } from './tables.ts';
import type { InsightRevision } from './types.ts';

/** The insights' audit writer: "insight.update" on an insight. */
export const auditInsight = audit({ type: 'insight', actionPrefix: 'insight' });

/** The fields every version keeps. */
const VERSIONED_FIELDS = [
  'title',
  'excerpt',
  'content',
  'category',
  'read_time',
  'date',
  'status',
  'image_url',
  'image_id',
  'image_alt',
  'reviewed_on',
  'author',
  'author_user_id',
  'author_team_member_id',
  'seo',
] as const;

/** One version's values; `seo` is null in a version saved before the SEO fields were recorded. */
export type InsightVersion = Pick<Selectable<InsightsTable>, (typeof VERSIONED_FIELDS)[number]>;

/** The version an insight's row (or the values about to be saved over it) holds. */
export function versionOf(row: { [Field in keyof InsightVersion]?: InsightVersion[Field] | undefined }): InsightVersion {
  const value = Object.fromEntries(VERSIONED_FIELDS.map((field) => [field, row[field] ?? null])) as InsightVersion;
  // Every version records its SEO fields (none stored: all empty), so a restore brings them back.
  return { ...value, seo: row.seo ?? JSON.stringify(NO_SEO) };
}

/**
 * How many versions an insight keeps: saving one more removes the oldest. A history of 200 KB articles
 * stays bounded (about 20 MB at most per insight), and every version kept can be opened and restored.
 */
export const INSIGHT_VERSIONS_KEPT = 100;

/** The labels the conflict screen names a changed field by. */
const CONFLICT_LABELS: Record<string, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Category',
  read_time: 'Read Time',
  date: 'Date',
  status: 'Status',
  image_url: 'Image URL',
  image_id: 'Image',
  image_alt: 'Alt Text',
  reviewed_on: 'Last Reviewed',
  author: 'Author',
  author_user_id: 'Author',
  author_team_member_id: 'Author',
  seo: 'SEO',
};

/** A version's fields as revision-changes.ts compares them (the SEO fields read from their JSON). */
export function revisionFields(value: InsightVersion) {
  return { ...value, seo: value.seo === null ? null : readSeo(value.seo) } as unknown as Omit<InsightRevision, 'changed'>;
}

export function insightRecord(id: string): versioned.VersionedRecord<InsightVersion> {
  return {
    key: id,
    revisions: {
      table: 'insight_revisions',
      recordColumn: 'insight_id',
      columns: VERSIONED_FIELDS,
      toColumns: (value) => ({ ...value, seo: value.seo ?? JSON.stringify(NO_SEO) }),
      fromColumns: (row: RevisionRow) => ({
        ...versionOf(row as Partial<InsightVersion>),
        seo: (row.seo ?? null) as string | null,
      }),
      keep: INSIGHT_VERSIONS_KEPT,
      // A list of 50 versions of a 200 KB article would be 10 MB: the database says whether the content changed.
      listedWithout: ['content'],
    },
    audit: auditInsight,
    conflict: INSIGHT_MESSAGES.conflict,
    revisionNotFound: INSIGHT_MESSAGES.revisionNotFound,
    conflictLabel: (field) => CONFLICT_LABELS[field] ?? field,
    historyChanged: (previous, value) =>
      revisionChanges(revisionFields(value), revisionFields(previous)).map((change) => change.label),
  };
}

/** The insight's row, locked while a version is saved. */
export const insightLock = (id: string) => ({ table: 'insights', column: 'id', key: id });

/** The newest saved version of an insight, 0 when it has none yet (a seeded article never edited). */
export function currentVersion(db: Kysely<Database>, id: string): Promise<number> {
  return versioned.lastVersion(db, insightRecord(id));
}

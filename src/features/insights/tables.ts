// insights/'s tables, as Kysely types them (both dialects): articles, their saved versions and the ids a renamed draft had.
// Composed into the one Database in src/server/areas.ts.
import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '#src/platform/db/schema.ts';

export const INSIGHT_STATUSES = ['published', 'draft'] as const;

export type InsightStatus = (typeof INSIGHT_STATUSES)[number];

export interface InsightsTable {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  read_time: string;
  date: string;
  status: InsightStatus;
  image_url: string | null;
  author: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When a published insight goes public: midnight in Brisbane of its date (migration 009). */
  publish_at: Timestamp | null;
  /** Lower-case plain text of title, excerpt and content, for the admin's search. */
  search_text: Defaulted<string>;
  /** First saved as published (migration 021): from then the address changes only by hand, with a redirect. */
  first_published_at: ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
  /** The article image: a library image (website_images.id); `image_url` is an external one. */
  image_id: Defaulted<string | null>;
  /** The article image's alt text (the library image's own when empty). */
  image_alt: Defaulted<string | null>;
  /** The author, a staff member or a team member; `author` is the byline's name. */
  author_user_id: Defaulted<string | null>;
  author_team_member_id: Defaulted<string | null>;
  /** "Last reviewed" date, YYYY-MM-DD, set by editors. */
  reviewed_on: Defaulted<string | null>;
  /** The SEO fields as JSON (features/seo/seo.ts), null until any are saved (migration 022). */
  seo: string | null;
}

export interface InsightRevisionsTable {
  id: string;
  insight_id: string;
  version: number;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  read_time: string;
  date: string;
  status: InsightStatus;
  image_url: string | null;
  author: string;
  image_id: Defaulted<string | null>;
  image_alt: Defaulted<string | null>;
  author_user_id: Defaulted<string | null>;
  author_team_member_id: Defaulted<string | null>;
  reviewed_on: Defaulted<string | null>;
  /** The SEO fields as JSON, as insights.seo was at this version; null: saved before migration 023 recorded them. */
  seo: Defaulted<string | null>;
  saved_by_id: string | null;
  saved_by: string | null;
  reason: string;
  created_at: Timestamp;
}

/** A renamed draft's earlier id and the insight it now is (migration 021). */
export interface InsightFormerIdsTable {
  id: string;
  insight_id: string;
}

/** The tables insights/ owns, by name. */
export interface InsightTables {
  insights: InsightsTable;
  insight_revisions: InsightRevisionsTable;
  insight_former_ids: InsightFormerIdsTable;
}

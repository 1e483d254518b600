// team/'s tables, as Kysely types them (both dialects): team members and their saved versions.
// Composed into the one Database in src/server/areas.ts.
import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '#src/platform/db/schema.ts';

export interface TeamMembersTable {
  id: string;
  name: string;
  role: string;
  bio: string;
  image_url: string | null;
  display_order: number;
  /** JSON: the uploaded photo's StoredImage (original and responsive variants); null without one. */
  stored_image: Defaulted<string | null>;
  /** Shown on the About page; a new member starts hidden (migration 020). */
  visible: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Raised by every edit of name, position, bio or visibility; a save names the one it started from. */
  version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A saved version of a team member's text (migration 020). */
export interface TeamMemberRevisionsTable {
  id: string;
  member_id: string;
  version: number;
  name: string;
  role: string;
  bio: string;
  visible: ColumnType<boolean | number, boolean, boolean>;
  saved_by: string | null;
  created_at: Timestamp;
}

/** The tables team/ owns, by name. */
export interface TeamTables {
  team_members: TeamMembersTable;
  team_member_revisions: TeamMemberRevisionsTable;
}

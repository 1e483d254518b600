// Every insight (drafts too) for the admin list, newest first.
import type { Kysely } from 'kysely';
import type { Database, InsightStatus } from '../../platform/db/schema.ts';

export interface AdminInsightRow {
  id: string;
  title: string;
  category: string;
  status: InsightStatus;
  date: string;
  read_time: string;
}

export async function listInsightsForAdmin(db: Kysely<Database>): Promise<AdminInsightRow[]> {
  return db
    .selectFrom('insights')
    .select(['id', 'title', 'category', 'status', 'date', 'read_time'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

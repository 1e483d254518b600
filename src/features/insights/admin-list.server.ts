// Every insight (drafts too) for the admin list, newest first.
import type { Kysely } from 'kysely';
import type { Database, InsightStatus } from '../../platform/db/schema.ts';
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { INSIGHTS_ACCESS } from './access.ts';

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

/** /admin/insights: any staff role reads. */
export function loadInsightsAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Insights Management', INSIGHTS_ACCESS.read, async ({ services }) => ({
    insights: await listInsightsForAdmin(services.database.db),
  }));
}

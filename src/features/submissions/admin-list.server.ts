// Contact submissions for the admin list (admins only), newest first.
import type { Kysely } from 'kysely';
import type { Database, SubmissionPriority, SubmissionStatus } from '../../platform/db/schema.ts';
import { toIsoTimestamp } from '../../platform/db/values.ts';

export interface AdminSubmissionRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  status: SubmissionStatus;
  priority: SubmissionPriority;
  createdAt: string;
}

export async function listSubmissionsForAdmin(db: Kysely<Database>): Promise<AdminSubmissionRow[]> {
  const rows = await db
    .selectFrom('contact_submissions')
    .select(['id', 'name', 'email', 'company', 'status', 'priority', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: toIsoTimestamp(created_at) }));
}

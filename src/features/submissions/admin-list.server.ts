// Contact submissions for the admin list (admins only), newest first.
import type { Kysely } from 'kysely';
import type { Database, SubmissionPriority, SubmissionStatus } from '../../platform/db/schema.ts';
import { toIsoTimestamp } from '../../platform/db/values.ts';
import { type AdminPageContext, loadAdminPage } from '../admin/admin-page.server.ts';
import { SUBMISSIONS_ACCESS } from './access.ts';
import { listUndeliveredEmails } from './undelivered-emails.server.ts';

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

/** /admin/contact-submissions: admins only. */
export function loadSubmissionsAdminPage(astro: AdminPageContext) {
  return loadAdminPage(astro, 'Contact Submissions', SUBMISSIONS_ACCESS.read, async ({ services }) => {
    const [submissions, undelivered] = await Promise.all([
      listSubmissionsForAdmin(services.database.db),
      listUndeliveredEmails(services.database.db),
    ]);
    return { submissions, undelivered };
  });
}

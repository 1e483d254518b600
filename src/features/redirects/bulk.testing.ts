// Many redirects at once, for the tests and the benchmark of the import's bounds: a CSV as staff
// would import it, and rows written straight to the table to stand for what earlier imports added.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';

/** From `/old/{batch}/{n}` to a page of the site or another site: no target is redirected again. */
function bulkRedirect(batch: string, at: number): { from: string; to: string; status: number } {
  const to = at % 3 === 0 ? `https://archive.example.com/${batch}/${at}` : `/resources/insights/article-${at % 97}`;
  return { from: `/old/${batch}/${at}`, to, status: at % 2 === 0 ? 301 : 302 };
}

/** A CSV of `count` redirects in the export's columns, From under `/old/{batch}/`. */
export function bulkRedirectsCsv(batch: string, count: number): string {
  const lines = ['from,to,status'];
  for (let at = 0; at < count; at += 1) {
    const { from, to, status } = bulkRedirect(batch, at);
    lines.push(`${from},${to},${status}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes `count` redirects under `/old/{batch}/` to the table directly, in a few large statements. */
export async function seedBulkRedirects(db: Kysely<Database>, batch: string, count: number): Promise<void> {
  const now = new Date();
  for (let start = 0; start < count; start += 1000) {
    const rows = [];
    for (let at = start; at < Math.min(count, start + 1000); at += 1) {
      const { from, to, status } = bulkRedirect(batch, at);
      rows.push({ id: randomUUID(), from_path: from, to_target: to, status_code: status, created_at: now, updated_at: now });
    }
    await db.insertInto('redirects').values(rows).execute();
  }
}

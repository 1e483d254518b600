// The Redirects CSV: the export's columns, and the import that reads them back, all rows or none,
// within its bounds (5,000 rows a file, 20,000 in the table) and in slices, so the site keeps
// answering while thousands of rows are checked and written.
import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '#src/platform/db/database.ts';
import { toBoolean } from '#src/platform/db/values.ts';
import { forEachInSlices } from '#src/platform/event-loop.server.ts';
import { parseCsv } from '#src/platform/http/csv.ts';
import { Refusal } from '#src/platform/http/refusal.ts';
import type { StaffUser } from '../auth/access.ts';
import { canonicalIndex, chainProblems } from './chains.server.ts';
import type { RedirectRule } from './paths.ts';
import { auditRedirect, checkLivePage, loadRedirectRules, type RedirectChecks } from './redirects.server.ts';
import { REDIRECT_LIMITS, REDIRECT_MESSAGES, RedirectSchema, type RedirectValues } from './schema.ts';
import type { AdminRedirect } from './types.ts';

/** The export's columns, which the import reads back. */
export const REDIRECT_CSV_COLUMNS = [
  { header: 'from', value: (row: AdminRedirect) => row.from_path },
  { header: 'to', value: (row: AdminRedirect) => row.to_target },
  { header: 'status', value: (row: AdminRedirect) => row.status_code },
  { header: 'hits', value: (row: AdminRedirect) => row.hits },
  { header: 'last_hit_at', value: (row: AdminRedirect) => row.last_hit_at },
] as const;

/** Rows per INSERT: far below either database's limit on parameters, and few statements for a large file. */
const INSERT_BATCH = 250;

const ruleValues = (rule: RedirectRule) => ({
  from_path: rule.from_path,
  to_target: rule.to_target,
  status_code: rule.status_code,
});

/** At most this many row messages in one refusal: the first ones say what to fix. */
const IMPORT_MESSAGES_SHOWN = 3;

function importRefusal(problems: string[]): Refusal {
  const shown = problems.slice(0, IMPORT_MESSAGES_SHOWN).join('; ');
  const more = problems.length - IMPORT_MESSAGES_SHOWN;
  return new Refusal(422, more > 0 ? `${shown}; and ${more} more` : shown);
}

/** The CSV's rows as redirect values (spreadsheet row numbers, the header being row 1); every refusal at once. */
async function readImportRows(csv: string): Promise<{ row: number; values: RedirectValues }[]> {
  const records = parseCsv(csv);
  const header = records[0]?.map((name) => name.trim().toLowerCase()) ?? [];
  const column = { from: header.indexOf('from'), to: header.indexOf('to'), status: header.indexOf('status') };
  if (column.from === -1 || column.to === -1) throw new Refusal(422, REDIRECT_MESSAGES.importColumns);
  const rows = records.slice(1);
  if (rows.length === 0) throw new Refusal(422, REDIRECT_MESSAGES.importEmpty);
  if (rows.length > REDIRECT_LIMITS.importRows) throw new Refusal(422, REDIRECT_MESSAGES.importTooMany);
  const problems: string[] = [];
  const read: { row: number; values: RedirectValues }[] = [];
  const seen = new Set<string>();
  let row = 1;
  await forEachInSlices(rows, (record) => {
    row += 1;
    const status = column.status === -1 ? '' : (record[column.status] ?? '').trim();
    const parsed = RedirectSchema.safeParse({
      from_path: record[column.from] ?? '',
      to_target: record[column.to] ?? '',
      status_code: status === '' ? 301 : status,
    });
    if (!parsed.success) {
      problems.push(REDIRECT_MESSAGES.importRow(row, parsed.error.issues[0]?.message ?? REDIRECT_MESSAGES.importNotCsv));
    } else if (seen.has(parsed.data.from_path)) {
      problems.push(REDIRECT_MESSAGES.importRow(row, REDIRECT_MESSAGES.duplicate(parsed.data.from_path)));
    } else {
      seen.add(parsed.data.from_path);
      read.push({ row, values: parsed.data });
    }
  });
  if (problems.length > 0) throw importRefusal(problems);
  return read;
}

/**
 * Imports a CSV as the export writes it (from, to, status; status 301 when left out): all or nothing.
 * A row whose From already has a redirect replaces its target and status.
 */
export async function importRedirects(
  database: AppDatabase,
  checks: RedirectChecks,
  actor: StaffUser,
  csv: string,
  { confirmLivePage = false } = {},
): Promise<{ added: number; updated: number }> {
  const rows = await readImportRows(csv);
  return database.db.transaction().execute(async (trx) => {
    const existing = await loadRedirectRules(trx);
    // By canonical From: a row stored before From was canonicalised is the one a row of the file replaces.
    const byFrom = await canonicalIndex(existing);
    const final = new Map<string, RedirectRule>(byFrom);
    const problems: string[] = [];
    const imported: { row: number; rule: RedirectRule; update: boolean }[] = [];
    for (const { row, values } of rows) {
      const current = byFrom.get(values.from_path);
      if (current && toBoolean(current.built_in)) {
        // An export read back holds the built-in rows as they are: only a change to one is refused.
        const unchanged = current.to_target === values.to_target && Number(current.status_code) === values.status_code;
        if (!unchanged) problems.push(REDIRECT_MESSAGES.importRow(row, REDIRECT_MESSAGES.builtIn));
        continue;
      }
      const rule = { id: current?.id ?? randomUUID(), ...values };
      final.set(values.from_path, rule);
      imported.push({ row, rule, update: current !== undefined });
    }
    const total = final.size;
    if (total > REDIRECT_LIMITS.tableRows && total > existing.length) {
      throw new Refusal(422, REDIRECT_MESSAGES.importTableFull(total));
    }
    const chained = await chainProblems(
      final,
      imported.map((item) => item.rule),
    );
    for (const { row, rule } of imported) {
      const problem = chained.get(rule);
      if (problem) problems.push(REDIRECT_MESSAGES.importRow(row, problem.message));
    }
    if (problems.length > 0) throw importRefusal(problems);
    const added = imported.filter((item) => !item.update);
    await forEachInSlices(added, ({ rule }) => checkLivePage(checks, rule.from_path, confirmLivePage));
    // Statement by statement with the event loop free between slices: node:sqlite runs each synchronously.
    const now = new Date();
    const batches = Array.from({ length: Math.ceil(added.length / INSERT_BATCH) }, (_, at) =>
      added.slice(at * INSERT_BATCH, (at + 1) * INSERT_BATCH),
    );
    await forEachInSlices(batches, async (batch) => {
      await trx
        .insertInto('redirects')
        .values(batch.map(({ rule }) => ({ ...ruleValues(rule), id: rule.id, created_at: now, updated_at: now })))
        .execute();
    });
    await forEachInSlices(
      imported.filter((item) => item.update),
      async ({ rule }) => {
        await trx
          .updateTable('redirects')
          .set({ ...ruleValues(rule), updated_at: now })
          .where('id', '=', rule.id)
          .execute();
      },
    );
    const result = { added: added.length, updated: imported.length - added.length };
    await auditRedirect(trx, actor, 'import', null, result);
    return result;
  });
}

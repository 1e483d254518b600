// Redirects: the admin list and every change to it (add, edit, delete, CSV import), each checked
// against the rules (no loop, one hop at most, a live page only when confirmed) and audited in its
// transaction; and recordAddressChange, which other features call when one of their addresses moves.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AppDatabase } from '#src/platform/db/database.ts';
import type { Database, RedirectsTable } from '#src/platform/db/schema.ts';
import { toBoolean, toIsoTimestamp } from '#src/platform/db/values.ts';
import { forEachInSlices } from '#src/platform/event-loop.server.ts';
import { parseCsv } from '#src/platform/http/csv.ts';
import { fieldRefusal, Refusal } from '#src/platform/http/refusal.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { chainProblem, chainProblems } from './chains.server.ts';
import { normaliseAddress, type RedirectRule } from './paths.ts';
import { REDIRECT_LIMITS, REDIRECT_MESSAGES, RedirectSchema, type RedirectValues } from './schema.ts';
import type { AdminRedirect } from './types.ts';

export type { AdminRedirect };

const auditRedirect = audit({ type: 'redirect', actionPrefix: 'redirect' });

/** What a change needs besides the database: whether a live page answers a path (the composition root knows the pages). */
export interface RedirectChecks {
  livePage: (path: string) => Promise<boolean>;
}

/** Hits counted in memory and not yet written, by redirect id (redirect-runtime.server.ts). */
export type PendingHits = ReadonlyMap<string, { count: number; lastHitAt: Date }>;

const COLUMNS = ['id', 'from_path', 'to_target', 'status_code', 'built_in', 'hits', 'last_hit_at', 'updated_at'] as const;
type RedirectRow = Pick<Selectable<RedirectsTable>, (typeof COLUMNS)[number]>;

function toAdminRedirect(row: RedirectRow, pending?: PendingHits): AdminRedirect {
  const waiting = pending?.get(row.id);
  const stored = row.last_hit_at === null ? null : toIsoTimestamp(row.last_hit_at);
  const latest =
    waiting && (stored === null || waiting.lastHitAt.toISOString() > stored) ? waiting.lastHitAt.toISOString() : stored;
  return {
    id: row.id,
    from_path: row.from_path,
    to_target: row.to_target,
    status_code: Number(row.status_code),
    built_in: toBoolean(row.built_in),
    hits: Number(row.hits) + (waiting?.count ?? 0),
    last_hit_at: latest,
    updated_at: toIsoTimestamp(row.updated_at),
  };
}

/** Every redirect by From address, with the hits this instance has counted but not yet written. */
export async function listRedirects(db: Kysely<Database>, pending?: PendingHits): Promise<AdminRedirect[]> {
  const rows = await db.selectFrom('redirects').select(COLUMNS).orderBy('from_path').execute();
  return rows.map((row) => toAdminRedirect(row, pending));
}

/** The rules the runtime matches requests against. */
export function loadRedirectRules(db: Kysely<Database>): Promise<RedirectRule[]> {
  return db.selectFrom('redirects').select(['id', 'from_path', 'to_target', 'status_code']).execute();
}

function checkDuplicate(values: RedirectValues, others: readonly RedirectRule[]): void {
  // Canonical on both sides: a row stored before From was canonicalised still counts.
  if (others.some((other) => normaliseAddress(other.from_path) === values.from_path)) {
    throw fieldRefusal('from_path', REDIRECT_MESSAGES.duplicate(values.from_path));
  }
}

async function checkChain(candidate: RedirectRule, others: readonly RedirectRule[]): Promise<void> {
  const problem = await chainProblem(candidate, others);
  if (problem) throw fieldRefusal(problem.field, problem.message);
}

const pathOf = (from: string) => from.split('?')[0] ?? from;

async function checkLivePage(checks: RedirectChecks, from: string, confirmed: boolean): Promise<void> {
  if (!confirmed && (await checks.livePage(pathOf(from)))) throw new Refusal(409, REDIRECT_MESSAGES.livePage(from));
}

async function findRedirectRow(db: Kysely<Database>, id: string): Promise<RedirectRow> {
  const row = await db.selectFrom('redirects').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, REDIRECT_MESSAGES.notFound);
  return row;
}

function auditDetails(values: RedirectValues) {
  return { from: values.from_path, to: values.to_target, status: values.status_code };
}

export async function createRedirect(
  database: AppDatabase,
  checks: RedirectChecks,
  actor: StaffUser,
  values: RedirectValues,
  { confirmLivePage = false } = {},
): Promise<AdminRedirect> {
  const id = randomUUID();
  await database.db.transaction().execute(async (trx) => {
    const others = await loadRedirectRules(trx);
    if (others.length >= REDIRECT_LIMITS.tableRows) throw new Refusal(422, REDIRECT_MESSAGES.tableFull);
    checkDuplicate(values, others);
    await checkChain({ id, ...values }, others);
    // Last: a refusal staff can confirm away comes after those they cannot.
    await checkLivePage(checks, values.from_path, confirmLivePage);
    const now = new Date();
    await trx
      .insertInto('redirects')
      .values({ id, ...values, built_in: false, created_at: now, updated_at: now })
      .execute();
    await auditRedirect(trx, actor, 'create', id, auditDetails(values));
  });
  return toAdminRedirect(await findRedirectRow(database.db, id));
}

export async function updateRedirect(
  database: AppDatabase,
  checks: RedirectChecks,
  actor: StaffUser,
  id: string,
  values: RedirectValues,
  { confirmLivePage = false } = {},
): Promise<AdminRedirect> {
  const before = await findRedirectRow(database.db, id);
  if (toBoolean(before.built_in)) throw new Refusal(409, REDIRECT_MESSAGES.builtIn);
  await database.db.transaction().execute(async (trx) => {
    const others = (await loadRedirectRules(trx)).filter((other) => other.id !== id);
    checkDuplicate(values, others);
    await checkChain({ id, ...values }, others);
    if (before.from_path !== values.from_path) await checkLivePage(checks, values.from_path, confirmLivePage);
    await trx
      .updateTable('redirects')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await auditRedirect(trx, actor, 'update', id, {
      ...auditDetails(values),
      before: `${before.from_path} → ${before.to_target} (${before.status_code})`,
    });
  });
  return toAdminRedirect(await findRedirectRow(database.db, id));
}

export async function deleteRedirect(database: AppDatabase, actor: StaffUser, id: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const before = await findRedirectRow(trx, id);
    if (toBoolean(before.built_in)) throw new Refusal(409, REDIRECT_MESSAGES.builtIn);
    await trx.deleteFrom('redirects').where('id', '=', id).execute();
    await auditRedirect(trx, actor, 'delete', id, { from: before.from_path, to: before.to_target, hits: Number(before.hits) });
  });
}

/** The export's columns, which the import reads back. */
export const REDIRECT_CSV_COLUMNS = [
  { header: 'from', value: (row: AdminRedirect) => row.from_path },
  { header: 'to', value: (row: AdminRedirect) => row.to_target },
  { header: 'status', value: (row: AdminRedirect) => row.status_code },
  { header: 'hits', value: (row: AdminRedirect) => row.hits },
  { header: 'last_hit_at', value: (row: AdminRedirect) => row.last_hit_at },
] as const;

/** Rows per INSERT: far below either database's limit on parameters, and few statements for a large file. */
const INSERT_BATCH = 500;

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
    const existing = await trx
      .selectFrom('redirects')
      .select(['id', 'from_path', 'to_target', 'status_code', 'built_in'])
      .execute();
    // By canonical From: a row stored before From was canonicalised is the one a row of the file replaces.
    const byFrom = new Map<string, (typeof existing)[number]>();
    await forEachInSlices(existing, (rule) => byFrom.set(normaliseAddress(rule.from_path), rule));
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
      final.values(),
      imported.map((item) => item.rule),
    );
    for (const { row, rule } of imported) {
      const problem = chained.get(rule);
      if (problem) problems.push(REDIRECT_MESSAGES.importRow(row, problem.message));
    }
    if (problems.length > 0) throw importRefusal(problems);
    for (const { rule, update } of imported) if (!update) await checkLivePage(checks, rule.from_path, confirmLivePage);
    const now = new Date();
    const added = imported.filter((item) => !item.update);
    for (let start = 0; start < added.length; start += INSERT_BATCH) {
      await trx
        .insertInto('redirects')
        .values(
          added
            .slice(start, start + INSERT_BATCH)
            .map(({ rule }) => ({ ...ruleValues(rule), id: rule.id, created_at: now, updated_at: now })),
        )
        .execute();
    }
    for (const { rule, update } of imported) {
      if (!update) continue;
      await trx
        .updateTable('redirects')
        .set({ ...ruleValues(rule), updated_at: now })
        .where('id', '=', rule.id)
        .execute();
    }
    const result = { added: added.length, updated: imported.length - added.length };
    await auditRedirect(trx, actor, 'import', null, result);
    return result;
  });
}

/**
 * An address on the site moved (an insight's slug changed): a permanent redirect from the old address
 * to the new one is added or updated, redirects that pointed at the old address now point at the new
 * one (A→B then B→C makes A→C), and a redirect from the new address is dropped (it is a live page
 * again). Run it in the caller's transaction; with an actor, it is audited.
 */
export async function recordAddressChange(
  db: Kysely<Database>,
  fromPath: string,
  toPath: string,
  actor?: StaffUser,
): Promise<void> {
  const from = normaliseAddress(fromPath);
  const to = normaliseAddress(toPath);
  if (from === to) return;
  const now = new Date();
  await db.deleteFrom('redirects').where('from_path', '=', to).where('built_in', '=', false).execute();
  const pointingHere = await db.selectFrom('redirects').select(['id', 'to_target']).where('built_in', '=', false).execute();
  for (const rule of pointingHere) {
    if (normaliseAddress(rule.to_target) !== from) continue;
    await db.updateTable('redirects').set({ to_target: to, updated_at: now }).where('id', '=', rule.id).execute();
  }
  const current = await db.selectFrom('redirects').select(['id', 'built_in']).where('from_path', '=', from).executeTakeFirst();
  if (current && toBoolean(current.built_in)) return;
  const id = current?.id ?? randomUUID();
  if (current) {
    await db.updateTable('redirects').set({ to_target: to, status_code: 301, updated_at: now }).where('id', '=', id).execute();
  } else {
    await db
      .insertInto('redirects')
      .values({ id, from_path: from, to_target: to, status_code: 301, built_in: false, created_at: now, updated_at: now })
      .execute();
  }
  if (actor) await auditRedirect(db, actor, 'address-change', id, { from, to });
}

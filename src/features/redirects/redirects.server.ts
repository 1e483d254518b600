// Redirects: the admin list (a page at a time, searched in SQL) and every change to it (add, edit,
// delete; the CSV import is in csv-import.server.ts), each checked against the rules (no loop, one hop
// at most, at most 20,000, a live page only when confirmed) and audited in its transaction; and
// recordAddressChange, which other features call when one of their addresses moves.
import { randomUUID } from 'node:crypto';
import { type Expression, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { AppDatabase, Dialect } from '#src/platform/db/database.ts';
import type { Database } from '#src/platform/db/schema.ts';
import { toBoolean, toIsoTimestamp } from '#src/platform/db/values.ts';
import { eventLoopTurn } from '#src/platform/event-loop.server.ts';
import { fieldRefusal, Refusal } from '#src/platform/http/refusal.ts';
import { audit } from '../admin/audit.server.ts';
import type { StaffUser } from '../auth/access.ts';
import { saveProblem } from './chains.server.ts';
import { normaliseAddress, type RedirectRule } from './paths.ts';
import { REDIRECT_LIMITS, REDIRECT_MESSAGES, REDIRECTS_PAGE_SIZE, type RedirectQuery, type RedirectValues } from './schema.ts';
import type { RedirectsTable } from './tables.ts';
import type { AdminRedirect, AdminRedirectPage } from './types.ts';

export type { AdminRedirect, AdminRedirectPage };

export const auditRedirect = audit({ type: 'redirect', actionPrefix: 'redirect' });

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

/** Rows per read of the table: one short statement each, with the event loop free between them. */
const READ_PAGE = 2_000;

/**
 * Every row `page` reads, READ_PAGE at a time in From order after the From given: a full table read
 * in one statement would hold the event loop (node:sqlite answers synchronously).
 */
async function readInPages<Row extends { from_path: string }>(page: (after: string) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after = ''; ; ) {
    const read = await page(after);
    rows.push(...read);
    const last = read.at(-1);
    if (!last || read.length < READ_PAGE) return rows;
    after = last.from_path;
    await eventLoopTurn();
  }
}

/** Every redirect by From address for the CSV export, with the hits this instance has counted but not yet written. */
export async function listRedirects(db: Kysely<Database>, pending?: PendingHits): Promise<AdminRedirect[]> {
  const rows = await readInPages((after) =>
    db.selectFrom('redirects').select(COLUMNS).where('from_path', '>', after).orderBy('from_path').limit(READ_PAGE).execute(),
  );
  return rows.map((row) => toAdminRedirect(row, pending));
}

/** From or To holds the words, whatever the case: both sides folded by the database's own lower(). */
function matchesSearch(dialect: Dialect, words: string): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`(strpos(lower(from_path), lower(${words})) > 0 or strpos(lower(to_target), lower(${words})) > 0)`
    : sql<SqlBool>`(instr(lower(from_path), lower(${words})) > 0 or instr(lower(to_target), lower(${words})) > 0)`;
}

/**
 * One page of the admin's list in From order, with how many match and how many there are: the table
 * holds up to 20,000 rows, too many to send at once (4.5 MB, and the event loop held to build it).
 */
export async function listRedirectsPage(
  { db, dialect }: AppDatabase,
  query: RedirectQuery,
  pending?: PendingHits,
): Promise<AdminRedirectPage> {
  const searching = query.search !== '';
  const search = matchesSearch(dialect, query.search);
  const pageOf = (page: number) =>
    db
      .selectFrom('redirects')
      .select(COLUMNS)
      .$if(searching, (rows) => rows.where(search))
      .orderBy('from_path')
      .limit(REDIRECTS_PAGE_SIZE)
      .offset((page - 1) * REDIRECTS_PAGE_SIZE)
      .execute();
  const count = async (searched: boolean) => {
    const row = await db
      .selectFrom('redirects')
      .select(sql<string | number>`count(*)`.as('total'))
      .$if(searched, (rows) => rows.where(search))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };
  const [total, searched, asked] = await Promise.all([count(false), searching ? count(true) : null, pageOf(query.page)]);
  const matching = searched ?? total;
  const pageCount = Math.max(1, Math.ceil(matching / REDIRECTS_PAGE_SIZE));
  // A page past the end (the list shrank since the link was made) shows the last one.
  const page = Math.min(query.page, pageCount);
  const rows = page === query.page ? asked : await pageOf(page);
  return {
    redirects: rows.map((row) => toAdminRedirect(row, pending)),
    matching,
    total,
    page,
    pageCount,
    pageSize: REDIRECTS_PAGE_SIZE,
  };
}

const RULE_COLUMNS = ['id', 'from_path', 'to_target', 'status_code', 'built_in'] as const;

/** The rules the runtime matches requests against, and the checks compare a change with. */
export function loadRedirectRules(
  db: Kysely<Database>,
): Promise<(RedirectRule & Pick<Selectable<RedirectsTable>, 'built_in'>)[]> {
  return readInPages((after) =>
    db
      .selectFrom('redirects')
      .select(RULE_COLUMNS)
      .where('from_path', '>', after)
      .orderBy('from_path')
      .limit(READ_PAGE)
      .execute(),
  );
}

async function checkSave(candidate: RedirectRule, others: readonly RedirectRule[]): Promise<void> {
  const problem = await saveProblem(candidate, others);
  if (problem) throw fieldRefusal(problem.field, problem.message);
}

const pathOf = (from: string) => from.split('?')[0] ?? from;

export async function checkLivePage(checks: RedirectChecks, from: string, confirmed: boolean): Promise<void> {
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
    await checkSave({ id, ...values }, others);
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
    await checkSave({ id, ...values }, others);
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

// Migrated PostgreSQL databases for tests, without migrating each: the global setup migrates a template once;
// each vitest worker copies it into a few databases of its own and hands them out one test at a time, put back
// as the template left them (rows, and tables if a test renamed one) before each test. Copying and dropping a
// database per test costs as much as migrating: PostgreSQL 15 checkpoints on every DROP DATABASE.
import pg from 'pg';

/** What a copy must look like again before the next test: the template as migrateToLatest left it. */
export interface Pristine {
  /** Every table of the template's public schema, those that refer to others by foreign key before them. */
  tables: string[];
  /** The rows the migrations wrote (the migration list, the content version), as JSON per table. */
  rows: { table: string; columns: string[]; json: string }[];
  /** A digest of the schema's tables, columns, indexes, constraints, triggers and functions. */
  shape: string;
}

/**
 * For every test database (after `alter database <name>`): a commit returns without waiting for its WAL to
 * reach the disk. Other connections see it at once, as before; only a crash of the PostgreSQL server could
 * lose the last commits, and the tests' databases are thrown away. Each test commits dozens of times, and
 * each flush waits on a disk the machine's other work shares.
 */
export const WITHOUT_COMMIT_FLUSH = 'set synchronous_commit = off';

/** A database's name or a table's inside SQL. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs `work` on a connection of its own to the database `url` names. */
export async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The address of another database on the server `baseUrl` names, with the server's default search path. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  url.searchParams.delete('options');
  return url.toString();
}

// Everything DDL can change in the public schema, in a stable order: a test that renames a table away and
// fails before renaming it back changes the digest, and its copy is made again from the template.
const SHAPE = `
  select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as shape from (
    select format('%s %s %s %s %s %s', c.relname, c.relkind, a.attname, format_type(a.atttypid, a.atttypmod),
                  a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) as item
      from pg_class c
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
     where c.relnamespace = 'public'::regnamespace
    union all select pg_get_indexdef(indexrelid) from pg_index where indrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
    union all select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
    union all select pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
    union all select oid::regprocedure::text || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
    union all select 'schema ' || nspname from pg_namespace where nspname not like 'pg\\_%'
  ) items`;

async function shapeOf(client: pg.Client): Promise<string> {
  return (await client.query<{ shape: string }>(SHAPE)).rows[0]?.shape ?? '';
}

/**
 * The tables in an order they can be emptied in one by one: each after every table whose foreign keys refer
 * to it. (TRUNCATE needs no order but takes about 25 ms a table, DELETE of a few rows well under one.)
 */
async function deletionOrder(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const free = [...left].filter((table) => !rows.some((key) => key.parent === table && left.has(key.child)));
    if (free.length === 0) throw new Error(`Foreign keys refer round in a circle among ${[...left].join(', ')}`);
    for (const table of free) {
      ordered.push(table);
      left.delete(table);
    }
  }
  return ordered;
}

/** Reads what a copy of the migrated template must look like. */
export async function readPristine(client: pg.Client): Promise<Pristine> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows: Pristine['rows'] = [];
  for (const { name } of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${quoted(name)} t`,
    );
    const json = found[0]?.json;
    if (!json) continue;
    // Generated columns (contact_submissions.search_text) take no value on insert.
    const { rows: columns } = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [name],
    );
    rows.push({ table: name, columns: columns.map((column) => column.name), json });
  }
  const names = tables.map((table) => table.name);
  return { tables: await deletionOrder(client, names), rows, shape: await shapeOf(client) };
}

/**
 * Puts the copy `url` names back as the template left it: ends connections a test left open, then deletes
 * every row and writes the template's rows again, in one transaction. Answers false when the copy's schema
 * differs from the template's, so it must be made again.
 */
export async function restorePristine(url: string, pristine: Pristine): Promise<boolean> {
  return withConnection(url, async (client) => {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if ((await shapeOf(client)) !== pristine.shape) return false;
    const restore = pristine.rows.map(({ table, columns, json }) => {
      const list = columns.map(quoted).join(', ');
      return `insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, ${client.escapeLiteral(json)})`;
    });
    const sequences = `select setval(format('%I.%I', schemaname, sequencename), start_value, false) from pg_sequences where schemaname = 'public'`;
    // One round trip: a query without parameters may hold several statements.
    await client.query(
      ['begin', ...pristine.tables.map((table) => `delete from ${quoted(table)}`), ...restore, sequences, 'commit'].join(';\n'),
    );
    return true;
  });
}

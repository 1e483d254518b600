// A Kysely dialect over Node's built-in `node:sqlite`, so the embedded database needs no native addon
// tied to one Node ABI. `node:sqlite` is synchronous: SQLite's own busy timeout would stop the whole
// event loop while another process (a backup, `npm run user:create`, an operator's sqlite3) holds the
// write lock. So SQLite may wait only a few milliseconds itself; after that this driver waits
// asynchronously and tries again with growing delays, up to a bound, then throws DatabaseBusyError.
// Connections come from a small pool, so reads carry on (WAL) while one writer waits for the lock, and
// every transaction starts with BEGIN IMMEDIATE: it takes the write lock first, or waits here
// before doing anything, so a statement inside it never meets a lock it cannot retry.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  IdentifierNode,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { DatabaseBusyError } from './busy.ts';

export interface BusyPolicy {
  /** How long SQLite itself may block the event loop waiting for a lock (PRAGMA busy_timeout). */
  lockWaitMs: number;
  /** The first asynchronous pause after a busy answer; each further one doubles, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** After this long of trying, the statement fails with DatabaseBusyError. */
  giveUpAfterMs: number;
}

export const DEFAULT_BUSY_POLICY: BusyPolicy = { lockWaitMs: 10, firstDelayMs: 10, maxDelayMs: 250, giveUpAfterMs: 5_000 };

/** Connections per database file: enough for reads to go on while writers wait for the lock. */
const POOL_SIZE = 4;

function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/** SQLITE_BUSY and its extended codes (BUSY_RECOVERY, BUSY_SNAPSHOT, BUSY_TIMEOUT). */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #database: DatabaseSync;
  readonly #policy: BusyPolicy;

  constructor(database: DatabaseSync, policy: BusyPolicy) {
    this.#database = database;
    this.#policy = policy;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const started = Date.now();
    for (let delay = this.#policy.firstDelayMs; ; delay = Math.min(delay * 2, this.#policy.maxDelayMs)) {
      try {
        return this.#run<R>(compiledQuery);
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (Date.now() - started + delay > this.#policy.giveUpAfterMs) throw new DatabaseBusyError(error);
        await sleep(delay);
      }
    }
  }

  #run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.#database.prepare(sql);
    const values = parameters.map(toSqliteValue);
    if (statement.columns().length > 0) return { rows: statement.all(...values) as R[] };
    const { changes, lastInsertRowid } = statement.run(...values);
    return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
  }

  async *streamQuery<R>({ sql, parameters }: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.#database.prepare(sql).iterate(...parameters.map(toSqliteValue))) yield { rows: [row as R] };
  }

  close(): void {
    this.#database.close();
  }
}

class NodeSqliteDriver implements Driver {
  readonly #file: string;
  readonly #policy: BusyPolicy;
  readonly #size: number;
  readonly #all: NodeSqliteConnection[] = [];
  readonly #idle: NodeSqliteConnection[] = [];
  readonly #waiting: ((connection: NodeSqliteConnection) => void)[] = [];

  constructor(file: string, policy: BusyPolicy) {
    this.#file = file;
    this.#policy = policy;
    // Every connection to ':memory:' would be a database of its own.
    this.#size = file === ':memory:' ? 1 : POOL_SIZE;
  }

  async init(): Promise<void> {
    if (this.#file !== ':memory:') mkdirSync(dirname(this.#file), { recursive: true });
    this.#idle.push(await this.#open());
  }

  async #open(): Promise<NodeSqliteConnection> {
    const database = new DatabaseSync(this.#file);
    database.exec(`PRAGMA busy_timeout = ${this.#policy.lockWaitMs}`);
    const connection = new NodeSqliteConnection(database, this.#policy);
    this.#all.push(connection);
    try {
      // Switching to WAL needs a moment without other writers: retried like any statement.
      await connection.executeQuery(CompiledQuery.raw('PRAGMA journal_mode = WAL'));
      database.exec('PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;');
    } catch (error) {
      this.#all.splice(this.#all.indexOf(connection), 1);
      connection.close();
      throw error;
    }
    return connection;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const idle = this.#idle.pop();
    if (idle) return idle;
    if (this.#all.length < this.#size) return this.#open();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(connection as NodeSqliteConnection);
    else this.#idle.push(connection as NodeSqliteConnection);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await connection.executeQuery(savepointCommand('savepoint', name, compileQuery));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(savepointCommand('rollback to', name, compileQuery));
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await connection.executeQuery(savepointCommand('release', name, compileQuery));
  }

  async destroy(): Promise<void> {
    for (const connection of this.#all.splice(0)) connection.close();
    this.#idle.length = 0;
  }
}

function savepointCommand(command: string, name: string, compileQuery: QueryCompiler['compileQuery']): CompiledQuery {
  const node = RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
  return compileQuery(node, { queryId: `savepoint-${name}` });
}

/** SQLite's adapter, told that the driver pools connections (Kysely then runs no connection mutex). */
class PooledSqliteAdapter extends SqliteAdapter {
  #migrationLock: Promise<void> = Promise.resolve();
  #releaseMigrationLock: (() => void) | undefined;

  override get supportsMultipleConnections(): boolean {
    return true;
  }

  /** Migrations of one process run one at a time; across processes SQLite's write lock orders them. */
  override async acquireMigrationLock(): Promise<void> {
    const previous = this.#migrationLock;
    let release!: () => void;
    this.#migrationLock = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    this.#releaseMigrationLock = release;
  }

  override async releaseMigrationLock(): Promise<void> {
    this.#releaseMigrationLock?.();
  }
}

/** The dialect for a SQLite file (or ':memory:') through node:sqlite. */
export class NodeSqliteDialect implements Dialect {
  readonly #file: string;
  readonly #policy: BusyPolicy;

  constructor(file: string, policy: BusyPolicy = DEFAULT_BUSY_POLICY) {
    this.#file = file;
    this.#policy = policy;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#file, this.#policy);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PooledSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

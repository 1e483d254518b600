// The permission matrix: every admin endpoint, called with no session and as each role, on every
// database dialect. Refused calls answer 401/403 and change nothing; allowed calls succeed.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '#src/platform/http/same-origin.ts';
import type { AdminEndpoint } from '../features/admin/admin-endpoint.server.ts';
import type { HttpMethod, PermissionMatrixRow } from '../features/admin/permission-matrix.testing.ts';
import { linkEmailsSettled } from '../features/auth/account-links.server.ts';
import { signedInAs, TEST_ORIGIN } from '../features/auth/auth.testing.ts';
import { meetsAccess, ROLES, type Role } from '../features/auth/roles.ts';
import { type FakeUnsplash, fakeUnsplashEnv, startFakeUnsplash } from '../features/images/unsplash-server.testing.ts';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from '../platform/db/database.testing.ts';
import { type OversizedBody, oversizedBody, pulledWithin, requestWithBody } from '../platform/http/oversized-body.testing.ts';
import { JSON_BODY_MAX_BYTES } from '../platform/http/request-body.ts';
import { ADMIN_AREAS } from './areas.ts';
import { createTestServices } from './services.testing.ts';
import type { Services } from './services.ts';

const areaRows = import.meta.glob<PermissionMatrixRow[]>('../features/*/permission-rows.testing.ts', {
  eager: true,
  import: 'PERMISSION_ROWS',
});

/** Each area's rows (its folder's permission-rows.testing.ts), for every area of the one list in areas.ts. */
function rowsOf(area: (typeof ADMIN_AREAS)[number]): PermissionMatrixRow[] {
  const rows = areaRows[`../features/${area.id}/permission-rows.testing.ts`];
  if (!rows) throw new Error(`${area.title}: src/features/${area.id}/permission-rows.testing.ts exports no PERMISSION_ROWS`);
  return rows;
}

/** Every admin endpoint of every area: a new endpoint fails the first test until its rows are here. */
const PERMISSION_MATRIX: PermissionMatrixRow[] = ADMIN_AREAS.flatMap(rowsOf);

const routeModules = import.meta.glob<Record<string, unknown>>('../pages/api/admin/**/*.ts', { eager: true });
const ROUTE_PREFIX = '../pages/api/admin/';
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function endpointFor(row: PermissionMatrixRow): AdminEndpoint {
  const handler = routeModules[`${ROUTE_PREFIX}${row.route}`]?.[row.method];
  if (typeof handler !== 'function' || !('handle' in handler)) {
    throw new Error(`${row.method} ${row.route} is not an adminEndpoint`);
  }
  return handler as AdminEndpoint;
}

/** Tables whose rows only sign-ins change (counters), left out of "nothing changed". */
const ACTIVITY_TABLES = new Set(['auth_rate_limits', 'kysely_migration', 'kysely_migration_lock']);

/**
 * Every table's rows but the activity tables'. Each case reads it twice, so the tables are listed with one
 * query (not the introspector's column reads) and, on PostgreSQL, all of them read in one statement.
 */
async function snapshot(database: TestDatabase): Promise<Record<string, unknown>> {
  const listed =
    database.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%'`;
  const tables = (await listed.execute(database.db)).rows
    .map((row) => row.name)
    .filter((name) => !ACTIVITY_TABLES.has(name))
    .sort();
  if (database.dialect === 'postgres') {
    const reads = tables.map(
      (table) =>
        sql`(select coalesce(json_agg(r), '[]') from (select * from ${sql.table(table)} order by 1) r) as ${sql.ref(table)}`,
    );
    const { rows } = await sql<Record<string, unknown>>`select ${sql.join(reads)}`.execute(database.db);
    return rows[0] ?? {};
  }
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = (await sql`select * from ${sql.table(table)} order by 1`.execute(database.db)).rows;
  }
  return result;
}

describe('the permission matrix', () => {
  it('has a row for every exported method of every route under src/pages/api/admin', () => {
    const exported = Object.entries(routeModules).flatMap(([path, module]) =>
      METHODS.filter((method) => typeof module[method] === 'function').map(
        (method) => `${method} ${path.slice(ROUTE_PREFIX.length)}`,
      ),
    );
    const listed = PERMISSION_MATRIX.map((row) => `${row.method} ${row.route}`);
    expect(exported.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(exported.sort());
  });
});

describe.each(testDialects)('admin endpoints on %s', (dialect) => {
  let database: TestDatabase;
  let services: Services;
  let unsplash: FakeUnsplash | undefined;
  const cookies = new Map<Role | 'anonymous' | 'no role', string | null>();

  beforeAll(async () => {
    database = await createMigratedTestDatabase(dialect);
    unsplash = await startFakeUnsplash();
    services = await createTestServices(database, { env: fakeUnsplashEnv(unsplash) });
    cookies.set('anonymous', null);
    // Signed in before anything else, so the matrix rows never touch these accounts.
    for (const role of ROLES) cookies.set(role, (await signedInAs(services.auth, role)).cookie);
    cookies.set('no role', (await signedInAs(services.auth, null)).cookie);
  });
  afterAll(async () => {
    await unsplash?.close();
    await database?.dispose();
  });

  async function call(
    row: PermissionMatrixRow,
    cookie: string | null,
    origin: string | null = TEST_ORIGIN,
    oversized?: OversizedBody,
  ) {
    const ids = row.prepare ? await row.prepare(database.db) : {};
    const params = row.params?.({ ids }) ?? {};
    const path = `/api/admin/${row.route.replace(/(\/index)?\.ts$/, '').replace(/\[(\w+)\]/g, (_, name: string) => params[name] ?? '')}`;
    const query = row.query ? `?${new URLSearchParams(row.query({ ids }))}` : '';
    const headers = new Headers();
    if (cookie) headers.set('cookie', cookie);
    if (origin) headers.set('origin', origin);
    const body = row.body?.({ ids });
    // A Blob is an upload: sent as its own bytes with its type, like a browser sends a file.
    if (body instanceof Blob) headers.set('content-type', body.type);
    else if (body !== undefined) headers.set('content-type', 'application/json');
    const url = `${TEST_ORIGIN}${path}${query}`;
    const request = oversized
      ? requestWithBody(url, row.method, headers, oversized)
      : new Request(url, {
          method: row.method,
          headers,
          body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
        });
    // An earlier row's invitation e-mail may still be on its way (sent after the answer): let it land first.
    await linkEmailsSettled();
    const before = await snapshot(database);
    const response = await endpointFor(row).handle(request, params, services);
    return { response, before, after: await snapshot(database) };
  }

  const cases = PERMISSION_MATRIX.flatMap((row) =>
    (['anonymous', 'no role', ...ROLES] as const).map((who) => ({
      row,
      who,
      allowed: who !== 'anonymous' && meetsAccess(who === 'no role' ? null : who, row.minimumRole),
    })),
  );

  it.each(cases)('$row.method $row.route as $who', async ({ row, who, allowed }) => {
    const { response, before, after } = await call(row, cookies.get(who) ?? null);
    if (allowed) {
      expect(response.status, await response.clone().text()).toBe(row.successStatus);
      return;
    }
    expect(response.status).toBe(who === 'anonymous' ? 401 : 403);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(
      who === 'anonymous'
        ? 'Please log in to continue.'
        : `You need ${row.minimumRole} privileges to access this feature. Your current role: ${who === 'no role' ? 'None' : who}`,
    );
    expect(after).toEqual(before);
  });

  const changes = PERMISSION_MATRIX.filter((row) => row.method !== 'GET');

  it.each(changes)('refuses $method $route from another origin, even for an admin', async (row) => {
    const { response, before, after } = await call(row, cookies.get('admin') ?? null, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(after).toEqual(before);
  });

  it.each(changes)(
    'cuts an endless body to $method $route at its limit: 413 for a body it reads, data unchanged',
    async (row) => {
      const body = oversizedBody();
      const { response, before, after } = await call(row, cookies.get('admin') ?? null, TEST_ORIGIN, body);
      const sample = row.body?.({ ids: {} });
      if (sample === undefined) {
        // No body is part of this request: none may be read.
        expect(body.pulled()).toBeLessThanOrEqual(pulledWithin(0));
        return;
      }
      const limit = row.maxBodyBytes ?? (sample instanceof Blob ? services.config.uploads.maxBytes : JSON_BODY_MAX_BYTES);
      expect(response.status, await response.clone().text()).toBe(413);
      expect(body.pulled()).toBeLessThanOrEqual(pulledWithin(limit));
      expect(after).toEqual(before);
    },
  );

  it.each(changes)('refuses $method $route without an Origin header', async (row) => {
    const { response, before, after } = await call(row, cookies.get('admin') ?? null, null);
    expect(response.status).toBe(403);
    expect(after).toEqual(before);
  });
});

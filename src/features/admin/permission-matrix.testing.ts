// The shape of the permission matrix: each admin endpoint and the lowest role allowed to call it
// (spec section 6), or 'signed-in' for any account. Each feature lists its rows in permission-rows.testing.ts; src/server/
// permissions.test.ts walks every row with anonymous, viewer, editor and admin sessions and fails
// when an endpoint under src/pages/api/admin has no row: add one with every new endpoint.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { AccessLevel } from '../auth/roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MatrixFixture {
  /** Ids of the records the request acts on, by name (e.g. "user"), made fresh for each request. */
  ids: Record<string, string>;
}

export interface PermissionMatrixRow {
  /** The route file under src/pages/api/admin. */
  route: string;
  method: HttpMethod;
  /** The lowest role allowed ('signed-in': any account, even one without a role); lower roles get 403, no session 401, and nothing changes. */
  minimumRole: AccessLevel;
  /** The status an allowed role gets. */
  successStatus: number;
  /** Creates the records the request needs and names their ids; runs before every request. */
  prepare?: (db: Kysely<Database>) => Promise<Record<string, string>>;
  params?: (fixture: MatrixFixture) => Record<string, string>;
  /** The query string's parameters, for endpoints that read them (an upload's file name, a download's ids). */
  query?: (fixture: MatrixFixture) => Record<string, string>;
  /** Sent as JSON; a Blob is sent as its own bytes with its type (an upload). */
  body?: (fixture: MatrixFixture) => unknown;
  /**
   * The most the endpoint reads of a body: a larger one is refused 413 and changes nothing. Defaults
   * to 64 KB for a JSON body and the upload limit for a Blob; an endpoint without a body reads none.
   */
  maxBodyBytes?: number;
}

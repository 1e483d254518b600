// When each session's holder last confirmed their password or a two-factor code, so account changes
// can ask for it again after a few minutes (features/auth/reauthentication.server.ts).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function sessionReauthentication(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('reauthenticated_at', c.timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').dropColumn('reauthenticated_at').execute();
    },
  };
}

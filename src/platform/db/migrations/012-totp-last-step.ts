// The last TOTP time step accepted for each account, so a code works once (RFC 6238 section 5.2).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export function totpLastStep(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('two_factors').addColumn('last_totp_step', 'bigint').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('two_factors').dropColumn('last_totp_step').execute();
    },
  };
}

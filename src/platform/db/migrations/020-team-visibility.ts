// Whether a team member shows on the About page (issue 22): members added from now on start hidden
// until marked visible; everyone already on the page stays visible.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

export function teamVisibility(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('team_members')
        .addColumn('visible', c.boolean, (column) => column.notNull().defaultTo(c.true))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('team_members').dropColumn('visible').execute();
    },
  };
}

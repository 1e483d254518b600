// Issue 22's content model. Team members get `visible`: members added from now on start hidden from
// the About page until marked visible; everyone already there stays visible. They also get a `version`
// and saved versions (`team_member_revisions`), so a save started from an older version is refused
// rather than overwriting someone else's, and an overwritten version is kept. Insight categories become
// one list of stored values with labels: rows saved under a label ("Valuation", "Market Analysis",
// "Valuation Guide"…) move to its value, so the spec's "valuation" and the site's "Valuation" are one
// category. Versions move too, so restoring an old one keeps a category the form offers. A category
// outside the list is left as it is (nothing is lost; the form shows it until another is chosen).
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../database.ts';
import { columnsFor } from './column-types.ts';

/** The labels rows were saved under, and the value each now has (frozen here: the list may grow later). */
const CATEGORY_VALUES: Record<string, string> = {
  Valuation: 'valuation',
  Strategy: 'strategy',
  'Market Analysis': 'market-analysis',
  'Case Study': 'case-study',
  Process: 'process',
  'Business Strategy': 'business-strategy',
  'Corporate Governance': 'corporate-governance',
  'Exit Strategy': 'exit-strategy',
  'Financial Analysis': 'financial-analysis',
  'Growth Strategy': 'growth-strategy',
  Legal: 'legal',
  'M&A Case Study': 'm-and-a-case-study',
  Negotiation: 'negotiation',
  'Succession Planning': 'succession-planning',
  Technology: 'technology',
  'Transaction Analysis': 'transaction-analysis',
  'Valuation Guide': 'valuation-guide',
};

export function contentModel(dialect: Dialect): Migration {
  const c = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('team_members')
        .addColumn('visible', c.boolean, (column) => column.notNull().defaultTo(c.true))
        .execute();
      await db.schema
        .alterTable('team_members')
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('team_member_revisions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('member_id', 'text', (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('role', 'text', (column) => column.notNull())
        .addColumn('bio', 'text', (column) => column.notNull())
        .addColumn('visible', c.boolean, (column) => column.notNull())
        // Who saved this version: null for the one found before the first edit.
        .addColumn('saved_by', 'text')
        .addColumn('created_at', c.timestamp, (column) => column.notNull().defaultTo(c.now))
        .addUniqueConstraint('team_member_revisions_version_key', ['member_id', 'version'])
        .execute();
      for (const table of ['insights', 'insight_revisions']) {
        for (const [label, value] of Object.entries(CATEGORY_VALUES)) {
          await sql`update ${sql.table(table)} set category = ${value} where category = ${label}`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['insights', 'insight_revisions']) {
        for (const [label, value] of Object.entries(CATEGORY_VALUES)) {
          // The two categories that were in both lists go back to the spec's value they were merged into.
          if (value === 'valuation' || value === 'market-analysis') continue;
          await sql`update ${sql.table(table)} set category = ${label} where category = ${value}`.execute(db);
        }
      }
      await db.schema.dropTable('team_member_revisions').ifExists().execute();
      await db.schema.alterTable('team_members').dropColumn('version').execute();
      await db.schema.alterTable('team_members').dropColumn('visible').execute();
    },
  };
}

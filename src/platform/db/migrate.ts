// Runs the versioned migrations (in code, so they ship inside the server bundle) up to the latest.
import { type Migration, Migrator } from 'kysely/migration';
import type { AppDatabase, Dialect } from './database.ts';
import { initialSchema } from './migrations/001-initial-schema.ts';
import { enquiryProtection } from './migrations/002-enquiry-protection.ts';
import { authSecurity } from './migrations/003-auth-security.ts';
import { oneRateLimitTable } from './migrations/004-one-rate-limit-table.ts';

/** Every migration by name; names sort in the order they run. Never edit one that has shipped. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial-schema': initialSchema(dialect),
    '002-enquiry-protection': enquiryProtection(dialect),
    '003-auth-security': authSecurity(dialect),
    '004-one-rate-limit-table': oneRateLimitTable(dialect),
  };
}

export interface MigrationReport {
  applied: string[];
}

export async function migrateToLatest(database: AppDatabase): Promise<MigrationReport> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return { applied: (results ?? []).map((result) => result.migrationName) };
}

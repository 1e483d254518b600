// Whether the database can serve: reachable, and every migration this build knows has been applied.
import { sql } from 'kysely';
import type { AppDatabase } from './database.ts';
import { migrationsFor } from './migrate.ts';

export type DatabaseHealth = { ready: true } | { ready: false; reason: string };

export async function checkDatabaseHealth(database: AppDatabase): Promise<DatabaseHealth> {
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
    applied = new Set(rows.rows.map((row) => row.name));
  } catch {
    return { ready: false, reason: 'The database cannot be reached.' };
  }
  const pending = Object.keys(migrationsFor(database.dialect)).filter((name) => !applied.has(name));
  if (pending.length > 0) return { ready: false, reason: `Migrations not applied yet: ${pending.join(', ')}.` };
  return { ready: true };
}

// The content version: a counter every instance can read cheaply. A change to what public pages show
// bumps it; each instance polls it and clears its page cache when it moved.
import { sql } from 'kysely';
import type { AppDatabase } from './database.ts';

export async function readContentVersion(database: AppDatabase): Promise<number> {
  const row = await database.db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Counts one change and returns the new version. */
export async function bumpContentVersion(database: AppDatabase, now = new Date()): Promise<number> {
  const row = await database.db
    .updateTable('content_version')
    .set({ version: sql<number>`version + 1`, changed_at: now })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export interface ContentVersionWatch {
  stop(): void;
}

/** Calls `onChange` when another instance (or this one) moves the version; a failed read is tried again next time. */
export function watchContentVersion(
  database: AppDatabase,
  onChange: (version: number) => void,
  { intervalMs = 500, initial }: { intervalMs?: number; initial?: number } = {},
): ContentVersionWatch {
  let known = initial;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      const version = await readContentVersion(database);
      if (known !== undefined && version !== known) onChange(version);
      known = version;
    } catch {
      // The database may be restarting; the next poll tries again.
    }
    if (!stopped) {
      timer = setTimeout(poll, intervalMs);
      timer.unref();
    }
  };
  void poll();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

// An insight's public address, and what happens when it moves: a permanent redirect from the old one
// (features/redirects), so links and search results keep working. Today an insight's slug is fixed at
// its first save; a change that renames one calls recordInsightAddressChange in its transaction.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import type { StaffUser } from '../auth/access.ts';
import { recordAddressChange } from '../redirects/redirects.server.ts';

/** The article page's address of an insight id (its slug). */
export function insightPath(id: string): string {
  return `/resources/insights/${encodeURIComponent(id)}`;
}

/** The insight `oldId` now lives at `newId`: its old address redirects there (and chains collapse). */
export function recordInsightAddressChange(db: Kysely<Database>, oldId: string, newId: string, actor?: StaffUser): Promise<void> {
  return recordAddressChange(db, insightPath(oldId), insightPath(newId), actor);
}

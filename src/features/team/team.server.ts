// Team members for the About page carousel, in display order.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { TeamMember } from './types.ts';

export type { TeamMember };

export async function listTeamMembers(db: Kysely<Database>): Promise<TeamMember[]> {
  return db
    .selectFrom('team_members')
    .select(['id', 'name', 'role', 'bio', 'image_url', 'display_order'])
    .orderBy('display_order', 'asc')
    .orderBy('name', 'asc')
    .execute();
}

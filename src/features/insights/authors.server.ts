// Who an insight is by: a staff member (their display name) or a team member of the About page,
// chosen in the dialog as one reference ("user:<id>" or "team:<id>"). The byline's name is kept
// beside the reference, so the byline stays as published if the person later changes their name.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toBoolean } from '#src/platform/db/values.ts';
import { fieldRefusal } from '#src/platform/http/refusal.ts';
import type { StaffUser } from '../auth/access.ts';
import { DEFAULT_INSIGHT_AUTHOR, INSIGHT_MESSAGES } from './schema.ts';
import type { AuthorChoice } from './types.ts';

/** What an insight stores of its author. */
export interface StoredAuthor {
  author: string;
  author_user_id: string | null;
  author_team_member_id: string | null;
}

/** A staff member's byline: their display name, else the part of their e-mail address before the @. */
export function staffByline(user: { name: string; email: string }): string {
  return user.name.trim() || user.email.split('@')[0] || DEFAULT_INSIGHT_AUTHOR;
}

/** A staff member's reference in the Author list. */
export const staffAuthorRef = (userId: string) => `user:${userId}`;

/** The reference the dialog shows for what an insight stores. */
export function authorRef(row: { author_user_id: string | null; author_team_member_id: string | null }): string | null {
  if (row.author_team_member_id) return `team:${row.author_team_member_id}`;
  if (row.author_user_id) return staffAuthorRef(row.author_user_id);
  return null;
}

/** Staff members with a role (display names) and team members, each list by name. */
export async function listAuthorChoices(db: Kysely<Database>): Promise<AuthorChoice[]> {
  const [users, members] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'email', 'banned']).where('role', 'is not', null).execute(),
    db.selectFrom('team_members').select(['id', 'name']).orderBy('display_order').execute(),
  ]);
  const staff = users
    .filter((user) => !toBoolean(user.banned ?? false))
    .map((user) => ({ ref: staffAuthorRef(user.id), name: staffByline(user), kind: 'staff' as const }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
  const team = members.map((member) => ({ ref: `team:${member.id}`, name: member.name, kind: 'team' as const }));
  return [...staff, ...team];
}

/** The signed-in staff member as the author of a new insight. */
export function actorAsAuthor(actor: StaffUser): StoredAuthor {
  return { author: staffByline(actor), author_user_id: actor.id, author_team_member_id: null };
}

/** The author a reference names, refused when it names nobody. */
export async function resolveAuthor(db: Kysely<Database>, ref: string): Promise<StoredAuthor> {
  const [kind, id = ''] = ref.split(/:(.*)/s);
  if (kind === 'user') {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '=', id)
      .where('role', 'is not', null)
      .executeTakeFirst();
    if (user) return { author: staffByline(user), author_user_id: user.id, author_team_member_id: null };
  }
  if (kind === 'team') {
    const member = await db.selectFrom('team_members').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (member) return { author: member.name, author_user_id: null, author_team_member_id: member.id };
  }
  throw fieldRefusal('author_ref', INSIGHT_MESSAGES.unknownAuthor);
}

// The spec's four redirects (admin-area.md, public-site.md), seeded once as built-in rows: staff see
// them in the list, and they cannot be changed or deleted.
import type { SeedItem } from '#src/platform/db/seed.ts';

export const BUILT_IN_REDIRECTS = [
  { id: 'built-in-insights', from: '/insights', to: '/resources/insights' },
  { id: 'built-in-images', from: '/images', to: '/admin/images' },
  { id: 'built-in-team', from: '/team', to: '/admin/team' },
  { id: 'built-in-users', from: '/users', to: '/admin/users' },
] as const;

export function redirectSeedItems(): SeedItem[] {
  return BUILT_IN_REDIRECTS.map((redirect) => ({
    key: `redirect:${redirect.from}`,
    insert: (trx, now) =>
      trx
        .insertInto('redirects')
        .values({
          id: redirect.id,
          from_path: redirect.from,
          to_target: redirect.to,
          status_code: 301,
          built_in: true,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('from_path').doNothing())
        .execute(),
  }));
}

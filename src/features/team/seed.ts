// The team member a fresh install shows on the About page, as seed items.
import type { SeedItem } from '#src/platform/db/seed.ts';

export const seedTeamMembers = [
  {
    id: 'david-calder',
    name: 'David Calder',
    role: 'Executive Director',
    bio: [
      '- Chartered accountant (CA ANZ) with more than 30 years’ experience in corporate finance and M&A',
      '- Has advised on the sale and purchase of recruitment, labour hire and staffing businesses across Australia',
      '- Former partner in the transaction services practice of a national accounting firm',
      '- Works personally with every owner from the first confidential conversation to completion',
    ].join('\n'),
    imageUrl: null,
    displayOrder: 1,
  },
];

export function teamSeedItems(): SeedItem[] {
  return seedTeamMembers.map((member) => ({
    key: `team:${member.id}`,
    insert: (trx, now) =>
      trx
        .insertInto('team_members')
        .values({
          id: member.id,
          name: member.name,
          role: member.role,
          bio: member.bio,
          image_url: member.imageUrl,
          display_order: member.displayOrder,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute(),
  }));
}

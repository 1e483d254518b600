// Idempotent seed: inserts each seed item the first time only (tracked in seed_history), so a
// re-seed never overwrites what staff edited and never brings back what they deleted.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { imageSlots } from '../../features/images/slots.ts';
import { seedInsightImage, seedInsights } from '../../features/insights/seed/index.ts';
import { seedTeamMembers } from '../../features/team/seed.ts';
import type { Database } from './schema.ts';

export interface SeedReport {
  inserted: string[];
}

/** Runs `insert` only if `key` was never seeded, recording it in the same transaction. */
async function seedOnce(
  db: Kysely<Database>,
  key: string,
  insert: (trx: Transaction<Database>) => Promise<unknown>,
  report: SeedReport,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('seed_history')
      .values({ key, seeded_at: new Date() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await insert(trx);
    report.inserted.push(key);
  });
}

export async function seedDatabase(db: Kysely<Database>): Promise<SeedReport> {
  const report: SeedReport = { inserted: [] };
  const now = new Date();

  for (const article of seedInsights) {
    await seedOnce(
      db,
      `insight:${article.id}`,
      (trx) =>
        trx
          .insertInto('insights')
          .values({
            id: article.id,
            title: article.title,
            excerpt: article.excerpt,
            content: article.content,
            category: article.category,
            read_time: article.readTime,
            date: article.date,
            status: 'published',
            image_url: seedInsightImage(article.category),
            author: article.author,
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute(),
      report,
    );
  }

  for (const member of seedTeamMembers) {
    await seedOnce(
      db,
      `team:${member.id}`,
      (trx) =>
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
      report,
    );
  }

  for (const slot of imageSlots) {
    await seedOnce(
      db,
      `image:${slot.pageName}/${slot.componentName}`,
      (trx) =>
        trx
          .insertInto('website_images')
          .values({
            id: randomUUID(),
            filename: slot.publicUrl.split('/').pop() ?? slot.publicUrl,
            storage_path: null,
            public_url: slot.publicUrl,
            mime_type: 'image/svg+xml',
            file_size: null,
            width: slot.width,
            height: slot.height,
            category: 'site',
            page_name: slot.pageName,
            component_name: slot.componentName,
            usage_context: null,
            image_source: 'uploaded',
            title: slot.title,
            alt_text: slot.altText,
            tags: JSON.stringify(['bundled']),
            original_url: null,
            is_active: true,
            file_location: 'bundled',
            created_at: now,
            updated_at: now,
          })
          .execute(),
      report,
    );
  }

  return report;
}

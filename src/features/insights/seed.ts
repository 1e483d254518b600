// The fifteen articles a fresh install publishes, as seed items.
import type { SeedItem } from '#src/platform/db/seed.ts';
import { publishInstant } from './schedule.ts';
import { categoryValue } from './schema.ts';
import { insightSearchText } from './search-text.ts';
import { seedInsightImage } from './seed-article.ts';
import { seedInsights } from './seed-articles.ts';

export function insightSeedItems(): SeedItem[] {
  return seedInsights.map((article) => ({
    key: `insight:${article.id}`,
    insert: (trx, now) =>
      trx
        .insertInto('insights')
        .values({
          id: article.id,
          title: article.title,
          excerpt: article.excerpt,
          content: article.content,
          category: categoryValue(article.category),
          read_time: article.readTime,
          date: article.date,
          status: 'published',
          image_url: seedInsightImage(article.category),
          author: article.author,
          created_at: now,
          updated_at: now,
          publish_at: publishInstant(article.date),
          search_text: insightSearchText(article.title, article.excerpt, article.content),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute(),
  }));
}

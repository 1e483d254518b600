// Loading what search finds: the live insights' versions (one light query), the bodies of those new or
// changed since the index last looked, and the searched fixed pages' published copy. An insight or page
// hidden from search engines (its SEO "Hide from search engines") is hidden from the site's search too.
import type { Kysely } from 'kysely';
import type { Database } from '#src/platform/db/schema.ts';
import { toIsoTimestamp } from '#src/platform/db/values.ts';
import { isLive } from '../insights/schedule.ts';
import { categoryLabel } from '../insights/schema.ts';
import type { PageCopyStore } from '../pages/copy.server.ts';
import { COPY_PAGES } from '../pages/schema.ts';
import { services } from '../public-shell/services.ts';
import { sanitizeArticleHtml } from '../rich-text/sanitize.server.ts';
import { readSeo } from '../seo/seo.ts';
import { aboutDocuments, htmlText, type SearchDocument, serviceDocuments, servicesDocuments } from './documents.ts';

/** Bodies read per query when many insights changed at once (a first build): well below both dialects' parameter limits. */
const BODY_CHUNK = 500;

/** Each live insight visible to search, by document id, with the version it is at (its last save). */
export async function liveInsightVersions(db: Kysely<Database>, now: Date): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('insights')
    .select(['id', 'updated_at', 'seo'])
    .where((eb) => isLive(eb, now))
    .execute();
  const versions = new Map<string, string>();
  for (const row of rows) {
    if (row.seo && readSeo(row.seo).noindex) continue;
    versions.set(`insight:${row.id}`, toIsoTimestamp(row.updated_at));
  }
  return versions;
}

/** The documents of these insights (by document id), bodies sanitised as the article page shows them. */
export async function loadInsightDocuments(db: Kysely<Database>, documentIds: string[]): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (let start = 0; start < documentIds.length; start += BODY_CHUNK) {
    const ids = documentIds.slice(start, start + BODY_CHUNK).map((id) => id.slice('insight:'.length));
    const rows = await db
      .selectFrom('insights')
      .select(['id', 'title', 'excerpt', 'content', 'category', 'author', 'date'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) {
      documents.push({
        id: `insight:${row.id}`,
        kind: 'insight',
        url: `/resources/insights/${encodeURIComponent(row.id)}`,
        heading: row.title,
        title: row.title,
        section: '',
        excerpt: row.excerpt,
        body: htmlText(sanitizeArticleHtml(row.content)),
        category: row.category,
        categoryLabel: categoryLabel(row.category),
        author: row.author,
        date: row.date,
      });
    }
  }
  return documents;
}

/** The searched fixed pages' sections, from their published copy; none of a page hidden from search engines. */
export async function loadPageDocuments(pageCopy: PageCopyStore): Promise<SearchDocument[]> {
  const [about, servicesPage, ...servicePages] = await Promise.all([
    pageCopy.published('about'),
    pageCopy.published('services'),
    ...services.map((service) => pageCopy.published(service.id)),
  ]);
  return [
    ...(about.seo.noindex ? [] : aboutDocuments(about)),
    ...(servicesPage.seo.noindex ? [] : servicesDocuments(servicesPage)),
    ...services.flatMap((service, index) => {
      const copy = servicePages[index];
      return !copy || copy.seo.noindex ? [] : serviceDocuments(service.id, COPY_PAGES[service.id].path, copy);
    }),
  ];
}

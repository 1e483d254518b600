// Shape of the published articles a fresh install is seeded with (see platform/db/seed).
export interface SeedInsight {
  /** URL slug, also the primary key: /resources/insights/{id} */
  id: string;
  title: string;
  /** One or two sentences shown on cards and in search results. */
  excerpt: string;
  category: string;
  author: string;
  /** Free text such as "7 min read". */
  readTime: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** Article body as HTML (h2, h3, p, ul, ol, li, strong, em, blockquote only). */
  content: string;
}

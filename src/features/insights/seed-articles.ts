// The fifteen articles a fresh install publishes, read from their content files in src/content/insights.
// import.meta.glob bundles the files, so this module runs under Vite (Astro, Vitest), not plain Node.
import { parseSeedArticle, type SeedInsight } from './seed-article.ts';

const files = import.meta.glob<string>('/src/content/insights/*.md', { query: '?raw', import: 'default', eager: true });

export const seedInsights: SeedInsight[] = Object.entries(files).map(([path, raw]) => parseSeedArticle(path.slice(1), raw));

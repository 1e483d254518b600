// Astro content collections: the seed articles and the service pages' copy, one Markdown file each.
// `astro check` and `astro build` validate every file's frontmatter against the schema its feature owns;
// the features read the files themselves (docs/decisions/006-content-files.md).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { seedArticleSchema } from './features/insights/seed-article.ts';
import { servicePageSchema } from './features/pages/service-seed.ts';

export const collections = {
  insights: defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/insights' }), schema: seedArticleSchema }),
  services: defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/services' }), schema: servicePageSchema }),
};

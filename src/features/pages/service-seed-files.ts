// The four service pages as first written, read from their content files in src/content/services: the seed of
// their stored copy (features/pages/seed.ts) and nothing else. import.meta.glob bundles the files (Vite only).

import { parseServicePage, type ServicePageContent } from './service-seed.ts';

const files = import.meta.glob<string>('/src/content/services/*.md', { query: '?raw', import: 'default', eager: true });

export const servicePages: ServicePageContent[] = Object.entries(files).map(([path, raw]) =>
  parseServicePage(path.slice(1), raw),
);

export function findServicePage(id: string): ServicePageContent | null {
  return servicePages.find((page) => page.id === id) ?? null;
}

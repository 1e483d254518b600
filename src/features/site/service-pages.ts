// The four service pages, read from their content files in src/content/services (one per page).
// import.meta.glob bundles the files, so this module runs under Vite (Astro, Vitest), not plain Node.
import { parseServicePage, type ServicePageContent } from './service-page.ts';

const files = import.meta.glob<string>('/src/content/services/*.md', { query: '?raw', import: 'default', eager: true });

export const servicePages: ServicePageContent[] = Object.entries(files).map(([path, raw]) =>
  parseServicePage(path.slice(1), raw),
);

export function findServicePage(id: string): ServicePageContent | null {
  return servicePages.find((page) => page.id === id) ?? null;
}

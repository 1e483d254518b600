// The public pages with a fixed address, for the sitemap (insight articles are added from the database).
import { BOOK_A_CALL_LINK, PRIVACY_POLICY_PATH } from '../public-shell/navigation.ts';
import { services } from '../public-shell/services.ts';

export interface PublicRoute {
  path: string;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const publicRoutes: PublicRoute[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/services', changeFrequency: 'monthly', priority: 0.9 },
  ...services.map((service) => ({ path: service.link, changeFrequency: 'monthly' as const, priority: 0.9 })),
  { path: '/resources', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/resources/valuation-calculator', changeFrequency: 'yearly', priority: 0.8 },
  { path: '/resources/insights', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.8 },
  { path: BOOK_A_CALL_LINK.href, changeFrequency: 'yearly', priority: 0.8 },
  { path: PRIVACY_POLICY_PATH, changeFrequency: 'yearly', priority: 0.3 },
];

// Page metadata and the firm's structured data, so every page's head is built the same way.
import { type Company, socialLinks } from './company.ts';

/** A page's head, as its loader hands it to BaseLayout. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  /** Path of the page's canonical URL, e.g. "/about". */
  path: string;
  /** The Open Graph and Twitter image; the firm's default image when absent. */
  image?: string;
  /** The image's alt text, for social cards. */
  imageAlt?: string;
  /** A canonical address staff chose instead of the page's own (a site path or an https address). */
  canonical?: string;
  type?: 'website' | 'article';
  /** Extra JSON-LD objects (Article, BreadcrumbList, Service…). */
  jsonLd?: unknown[];
  noindex?: boolean;
  /** The hero image, preloaded from the head: it is usually the largest paint. */
  preloadImage?: string;
  /** The hero's best responsive source, preloaded instead of `preloadImage` when it has one. */
  preloadImageSet?: { srcSet: string; sizes: string; type?: string };
  /** An RSS feed the page announces. */
  feed?: { title: string; href: string };
}

export const DEFAULT_KEYWORDS = [
  'recruitment M&A',
  'staffing business sale',
  'sell recruitment agency',
  'recruitment business valuation',
  'Brisbane M&A advisory',
];

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** "About Us" → "About Us | Calder & Rowe Advisory" (the firm's current name); the home page uses its title as given. */
export function documentTitle(title: string, firmName: string): string {
  return title.includes(firmName) ? title : `${title} | ${firmName}`;
}

/** The pages about the firm itself, which carry its JSON-LD whatever else they hold. */
const FIRM_PAGES: ReadonlySet<string> = new Set(['/', '/about', '/contact']);

/** The firm's JSON-LD node id, by which a service names its provider and an article its publisher. */
const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The firm as search engines read it, from its current details; sameAs lists its social profiles. */
export function organizationJsonLd(siteUrl: string, company: Company) {
  const { address } = company;
  const sameAs = socialLinks(company).map((link) => link.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(siteUrl),
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    slogan: company.tagline,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, '/images/logo.svg'),
    image: absoluteUrl(siteUrl, '/images/og-default.png'),
    telephone: company.phoneInternational,
    email: company.email,
    foundingDate: company.founded,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postcode,
      addressCountry: 'AU',
    },
    areaServed: { '@type': 'Country', name: 'Australia' },
    knowsAbout: ['Mergers and acquisitions', 'Recruitment industry', 'Staffing industry', 'Business valuation'],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * A page's JSON-LD: the firm's own where the page is about the firm, or where the page's JSON-LD names it by its
 * @id (a service's provider, an article's publisher), then the page's. Elsewhere the firm's 1 KB would only
 * repeat it: 450 B of brotli that the insights list and the booking page need to fit the first round trip.
 */
export function pageStructuredData(siteUrl: string, path: string, company: Company, jsonLd: readonly unknown[]): unknown[] {
  const namesFirm = FIRM_PAGES.has(path) || JSON.stringify(jsonLd).includes(`"${organizationId(siteUrl)}"`);
  return [...(namesFirm ? [organizationJsonLd(siteUrl, company)] : []), ...jsonLd];
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so content can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface Breadcrumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, trail: Breadcrumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function serviceJsonLd(siteUrl: string, service: { title: string; description: string; path: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: absoluteUrl(siteUrl, service.path),
    serviceType: 'Mergers and acquisitions advisory',
    audience: { '@type': 'BusinessAudience', name: 'Owners of recruitment and staffing businesses' },
    areaServed: { '@type': 'Country', name: 'Australia' },
    provider: { '@id': organizationId(siteUrl) },
  };
}

export function faqJsonLd(faqs: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function articleJsonLd(
  siteUrl: string,
  article: {
    id: string;
    title: string;
    excerpt: string;
    author: string;
    date: string;
    image: string;
    category: string;
    /** The author's section on the About page, when the author is a team member shown there. */
    author_url?: string | null;
    /** When an editor last reviewed the article (YYYY-MM-DD). */
    reviewed_on?: string | null;
  },
) {
  const url = absoluteUrl(siteUrl, `/resources/insights/${article.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    datePublished: article.date,
    // A review after publication is the article's last real change for readers and search engines.
    ...(article.reviewed_on && article.reviewed_on > article.date ? { dateModified: article.reviewed_on } : {}),
    author: {
      '@type': 'Person',
      name: article.author,
      ...(article.author_url ? { url: absoluteUrl(siteUrl, article.author_url) } : {}),
    },
    publisher: { '@id': organizationId(siteUrl) },
    image: absoluteUrl(siteUrl, article.image),
    mainEntityOfPage: url,
    url,
    inLanguage: 'en-AU',
  };
}

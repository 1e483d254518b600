// The firm's details as the public shell shows them: whatever the site settings hold, never constants.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Company, DEFAULT_COMPANY } from './company.ts';
import Footer from './Footer.tsx';
import { breadcrumbJsonLd, documentTitle, organizationJsonLd, pageStructuredData, serviceJsonLd } from './seo.ts';

const edited: Company = {
  ...DEFAULT_COMPANY,
  name: 'Rowe Partners',
  legalName: 'Rowe Partners Pty Ltd',
  phone: '(07) 3000 1234',
  phoneInternational: '+61730001234',
  openingHours: 'Monday to Friday, 9 am to 5 pm',
  social: {
    ...DEFAULT_COMPANY.social,
    linkedin: 'https://www.linkedin.com/company/rowe',
    youtube: 'https://www.youtube.com/@rowe',
  },
};

describe('the public shell with the stored details', () => {
  it('shows the phone, opening hours, legal name and social profiles in the footer', () => {
    const html = renderToStaticMarkup(<Footer year={2026} company={edited} serviceLinks={[]} />);
    expect(html).toContain('<a href="tel:+61730001234" class="hover:text-white">(07) 3000 1234</a>');
    expect(html).toContain('Monday to Friday, 9 am to 5 pm');
    expect(html).toContain('© 2026 Rowe Partners Pty Ltd.');
    expect(html).toContain('href="https://www.linkedin.com/company/rowe"');
    expect(html).toContain('>YouTube</a>');
    expect(html).not.toContain('>Facebook</a>');
  });

  it('leaves the profile list and opening hours out when none are set', () => {
    const html = renderToStaticMarkup(<Footer year={2026} company={DEFAULT_COMPANY} serviceLinks={[]} />);
    expect(html).not.toContain('Follow us');
    expect(html).not.toContain('Monday');
  });

  it('names the firm in page titles and structured data, with its profiles as sameAs', () => {
    expect(documentTitle('About Us', edited.name)).toBe('About Us | Rowe Partners');
    const data = organizationJsonLd('https://www.example.com.au', edited);
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Rowe Partners',
      legalName: 'Rowe Partners Pty Ltd',
      telephone: '+61730001234',
      sameAs: ['https://www.linkedin.com/company/rowe', 'https://www.youtube.com/@rowe'],
    });
    expect(organizationJsonLd('https://www.example.com.au', DEFAULT_COMPANY)).not.toHaveProperty('sameAs');
  });

  it('carries the firm’s JSON-LD on its own pages and where a page names it, and nowhere else', () => {
    const site = 'https://www.example.com.au';
    const types = (path: string, jsonLd: unknown[]) =>
      pageStructuredData(site, path, DEFAULT_COMPANY, jsonLd).map((data) => (data as { '@type': string })['@type']);
    const service = serviceJsonLd(site, { title: 'Business Sales', description: 'Selling.', path: '/services/business-sales' });
    expect(types('/', [])).toEqual(['ProfessionalService']);
    expect(types('/about', [])).toEqual(['ProfessionalService']);
    expect(types('/contact', [])).toEqual(['ProfessionalService']);
    expect(types('/services/business-sales', [service])).toEqual(['ProfessionalService', 'Service']);
    expect(types('/resources/insights', [breadcrumbJsonLd(site, [{ name: 'Insights', path: '/resources/insights' }])])).toEqual([
      'BreadcrumbList',
    ]);
    expect(types('/book-a-call', [])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { serviceLinks } from '../public-shell/navigation.ts';
import { services } from '../public-shell/services.ts';
import { defaultSuggestions, suggestLinks } from './not-found-suggestions.ts';

const seededServices = serviceLinks(services.map((service) => ({ ...service, title: service.id })));
const hrefs = (path: string) => suggestLinks(path, seededServices).map((link) => link.href);

describe('404 suggestions', () => {
  it.each([
    ['/insight-of-the-week', ['/resources/insights', '/resources']],
    [
      '/servicez',
      [
        '/services',
        '/services/sale-ready-assessments',
        '/services/value-optimisation',
        '/services/business-sales',
        '/services/business-purchases',
      ],
    ],
    ['/about-the-firm', ['/about']],
    ['/contact-us', ['/contact']],
    ['/resource-library', ['/resources', '/resources/insights', '/resources/valuation-calculator']],
    ['/free-valuation', ['/resources/valuation-calculator']],
  ])('suggests pages for the keyword in %s', (path, expected) => {
    expect(hrefs(path)).toEqual(expected);
  });

  it('offers Home, Services, Insights and About when no keyword matches', () => {
    expect(hrefs('/completely-unknown')).toEqual(['/', '/services', '/resources/insights', '/about']);
    expect(suggestLinks('/x', seededServices)).toBe(defaultSuggestions);
  });

  it('names the services by their cards’ published titles', () => {
    const renamed = [{ label: 'Exit Readiness Review', href: '/services/sale-ready-assessments' }];
    expect(suggestLinks('/service-x', renamed)).toEqual([{ label: 'Services', href: '/services' }, ...renamed]);
  });

  it('combines several keywords without repeating a link', () => {
    expect(hrefs('/resources/insights/missing')).toEqual([
      '/resources/insights',
      '/resources',
      '/resources/valuation-calculator',
    ]);
  });

  it('matches regardless of case and URL escapes', () => {
    expect(hrefs('/ABOUT%20us')).toEqual(['/about']);
    expect(hrefs('/%E0%A4%A/contact')).toEqual(['/contact']);
  });
});

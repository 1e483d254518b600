import { describe, expect, it } from 'vitest';
import { defaultSuggestions, suggestLinks } from './not-found-suggestions.ts';

const hrefs = (path: string) => suggestLinks(path).map((link) => link.href);

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
    expect(suggestLinks('/x')).toBe(defaultSuggestions);
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

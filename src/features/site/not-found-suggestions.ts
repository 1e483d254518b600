// Suggested links on the 404 page, chosen by keywords in the path the visitor asked for.
import type { NavLink } from '../public-shell/navigation.ts';

/** The keywords and their links; the services by their cards' published titles (staff edit them). */
const suggestionsByKeyword = (services: NavLink[]): { keyword: string; links: NavLink[] }[] => [
  {
    keyword: 'insight',
    links: [
      { label: 'Insights', href: '/resources/insights' },
      { label: 'Resources', href: '/resources' },
    ],
  },
  {
    keyword: 'service',
    links: [{ label: 'Services', href: '/services' }, ...services],
  },
  { keyword: 'about', links: [{ label: 'About Us', href: '/about' }] },
  { keyword: 'contact', links: [{ label: 'Contact Us', href: '/contact' }] },
  {
    keyword: 'resource',
    links: [
      { label: 'Resources', href: '/resources' },
      { label: 'Insights', href: '/resources/insights' },
      { label: 'Valuation Calculator', href: '/resources/valuation-calculator' },
    ],
  },
  { keyword: 'valuation', links: [{ label: 'Valuation Calculator', href: '/resources/valuation-calculator' }] },
];

export const defaultSuggestions: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Insights', href: '/resources/insights' },
  { label: 'About Us', href: '/about' },
];

/** Links for a missing path: every keyword the path contains, in order, without duplicates; else the defaults. */
export function suggestLinks(pathname: string, services: NavLink[]): NavLink[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is still a path worth matching as written.
  }
  const path = decoded.toLowerCase();
  const seen = new Set<string>();
  const links: NavLink[] = [];
  for (const { keyword, links: candidates } of suggestionsByKeyword(services)) {
    if (!path.includes(keyword)) continue;
    for (const link of candidates) {
      if (seen.has(link.href)) continue;
      seen.add(link.href);
      links.push(link);
    }
  }
  return links.length > 0 ? links : defaultSuggestions;
}

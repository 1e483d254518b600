// The site's navigation: header menus, footer quick links. One list so header, footer and sitemap agree.
import type { ServiceCard } from './services.ts';

export interface NavLink {
  label: string;
  href: string;
}

/** The services menus: each service by its card's title (staff edit it), to its fixed address. */
export function serviceLinks(cards: Pick<ServiceCard, 'title' | 'link'>[]): NavLink[] {
  return cards.map((card) => ({ label: card.title, href: card.link }));
}

export const resourceLinks: NavLink[] = [
  { label: 'Valuation Calculator', href: '/resources/valuation-calculator' },
  { label: 'Insights', href: '/resources/insights' },
];

export const footerQuickLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Contact', href: '/contact' },
];

/** Booking a call (features/bookings): the header's call to action beside Contact, and the contact, service and calculator pages. */
export const BOOK_A_CALL_LINK: NavLink = { label: 'Book a Call', href: '/book-a-call' };

/** The Privacy Policy (staff edit it in Site Settings): the footer and the contact form's notice link here. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';

// The site's navigation: header menus, footer quick links. One list so header, footer and sitemap agree.
import { services } from './services.ts';

export interface NavLink {
  label: string;
  href: string;
}

export const serviceLinks: NavLink[] = services.map((service) => ({ label: service.title, href: service.link }));

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

/** The Privacy Policy (staff edit it in Site Settings): the footer and the contact form's notice link here. */
export const PRIVACY_POLICY_PATH = '/privacy-policy';

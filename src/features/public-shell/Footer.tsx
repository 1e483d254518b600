// The site footer: tagline, quick links, the four services, contact details, social profiles and the
// copyright year, from the firm's details as the site settings hold them; above them whatever the
// layout passes (the newsletter's signup form).
import type { ReactNode } from 'react';
import { type Company, socialLinks } from './company.ts';
import { footerQuickLinks, type NavLink, PRIVACY_POLICY_PATH } from './navigation.ts';

function FooterLinks({ id, heading, links }: { id: string; heading: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-white">
        {heading}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="text-slate-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface FooterProps {
  year: number;
  company: Company;
  /** The four services, named by their cards' published titles (navigation.ts serviceLinks). */
  serviceLinks: NavLink[];
  /** Shown above the columns: the newsletter's signup form, which the layout passes in. */
  children?: ReactNode;
}

export default function Footer({ year, company, serviceLinks, children }: FooterProps) {
  const { address } = company;
  const profiles = socialLinks(company);
  return (
    <footer className="bg-brand-950 text-slate-200">
      {children && <div className="mx-auto max-w-7xl border-b border-slate-700 px-4 py-8 sm:px-6 lg:px-8">{children}</div>}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-serif text-lg font-semibold text-white">{company.name}</p>
          <p className="mt-3 text-sm leading-6 text-slate-300">{company.tagline}</p>
          {profiles.length > 0 && (
            <ul aria-label="Follow us" className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {profiles.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    rel="me noopener"
                    className="text-slate-300 underline-offset-2 hover:text-white hover:underline"
                  >
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterLinks id="footer-quick-links" heading="Quick Links" links={footerQuickLinks} />
        <FooterLinks id="footer-services" heading="Our Services" links={serviceLinks} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact Us</h2>
          <address className="mt-4 space-y-1 text-sm not-italic text-slate-300">
            <p>{address.street}</p>
            <p>
              {address.city} {address.state} {address.postcode}
            </p>
            <p>{address.country}</p>
            <p className="pt-2">
              <a href={`mailto:${company.email}`} className="hover:text-white">
                {company.email}
              </a>
            </p>
            <p>
              <a href={`tel:${company.phoneInternational}`} className="hover:text-white">
                {company.phone}
              </a>
            </p>
            {company.openingHours && <p>{company.openingHours}</p>}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-300 sm:px-6 lg:px-8">
          <p>
            © {year} {company.legalName}. All rights reserved.
          </p>
          <a href={PRIVACY_POLICY_PATH} className="underline underline-offset-4 hover:text-white">
            Privacy Policy
          </a>
        </div>
      </div>
    </footer>
  );
}

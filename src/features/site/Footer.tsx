// The site footer: tagline, quick links, the four services, contact details and the copyright year.
import { company } from './company.ts';
import { footerQuickLinks, serviceLinks } from './navigation.ts';

interface FooterProps {
  year: number;
}

export default function Footer({ year }: FooterProps) {
  const { address } = company;
  return (
    <footer className="bg-brand-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="font-serif text-lg font-semibold text-white">{company.name}</p>
          <p className="mt-3 text-sm leading-6 text-slate-300">{company.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wider text-white">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-slate-300 hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold uppercase tracking-wider text-white">
            Our Services
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {serviceLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-slate-300 hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
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
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-300 sm:px-6 lg:px-8">
          © {year} {company.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

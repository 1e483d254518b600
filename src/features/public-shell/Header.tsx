// The sticky site header: logo (with the hidden staff entry), desktop dropdowns and the mobile menu, rendered
// on the server with every menu closed; header-menus.ts (a small script of its own, no framework) opens and
// closes them, finds the logo and counts the staff entry's clicks.
import type { ReactNode } from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './header-icons.tsx';
import type { DropdownName } from './menu-state.ts';
import { BOOK_A_CALL_LINK, type NavLink, resourceLinks } from './navigation.ts';

interface HeaderProps {
  currentPath: string;
  /** The firm's name from the site settings. */
  firmName: string;
  /** The four services, named by their cards' published titles (navigation.ts serviceLinks). */
  serviceLinks: NavLink[];
  /** The site search box (features/search/SearchBox.astro, with its own script): beside the logo, below it on a phone. */
  children?: ReactNode;
}

// The chevron turns with its button's aria-expanded, which the script sets: a class in the markup, so the
// page's pruned stylesheet keeps its rule.
const CHEVRON = 'size-4 transition-transform group-aria-expanded:rotate-180';

export default function Header({ currentPath, firmName, serviceLinks, children }: HeaderProps) {
  const isCurrent = (href: string) => (currentPath === href ? ('page' as const) : undefined);

  const dropdown = (name: DropdownName, label: string, links: NavLink[]) => {
    return (
      <li className="relative">
        <button
          type="button"
          id={`${name}-menu-button`}
          aria-expanded={false}
          aria-controls={`${name}-menu`}
          className="group flex items-center gap-1 rounded px-2 py-2 font-medium xl:px-3 text-slate-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {label}
          <ChevronDownIcon className={CHEVRON} />
        </button>
        <ul
          id={`${name}-menu`}
          hidden
          className="absolute left-0 top-full z-50 mt-1 w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
        >
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={isCurrent(link.href)}
                className="block px-4 py-2 text-slate-700 hover:bg-slate-50 hover:text-brand-700 focus-visible:bg-slate-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </li>
    );
  };

  const mobileSection = (section: 'services' | 'resources', label: string, links: NavLink[]) => {
    return (
      <li>
        <button
          type="button"
          aria-expanded={false}
          aria-controls={`mobile-${section}`}
          className="group flex w-full items-center justify-between px-4 py-3 text-left font-medium text-slate-800"
        >
          {label}
          <ChevronDownIcon className={CHEVRON} />
        </button>
        <ul id={`mobile-${section}`} hidden className="bg-slate-50 pb-2">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block px-8 py-2 text-slate-700">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </li>
    );
  };

  const mobileLink = (href: string, label: string) => (
    <li>
      <a href={href} aria-current={isCurrent(href)} className="block px-4 py-3 font-medium text-slate-800">
        {label}
      </a>
    </li>
  );

  return (
    <div>
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between px-4 sm:flex-nowrap sm:px-6 lg:px-8">
        <a href="/" className="flex items-center gap-2">
          {/* The script puts the logo image (header-menus.ts, logo.ts) in place of the initials. */}
          <span data-logo className="flex h-10 w-10 items-center justify-center">
            <span aria-hidden="true" className="text-xs font-semibold text-brand-700">
              C&amp;R
            </span>
          </span>
          <span className="font-serif text-lg font-semibold text-brand-900">
            {firmName}
            {/* The name says where the link goes; no aria-label, so the visible text stays the name (WCAG 2.5.3). */}
            <span className="sr-only"> home</span>
          </span>
        </a>

        {children && (
          <div className="order-last w-full pb-3 sm:order-none sm:mr-2 sm:ml-auto sm:w-56 sm:pb-0 lg:mx-1 lg:w-24 xl:mx-4 xl:w-56">
            {children}
          </div>
        )}

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <a
                href="/"
                aria-current={isCurrent('/')}
                className="rounded px-2 py-2 font-medium xl:px-3 text-slate-800 hover:text-brand-700"
              >
                Home
              </a>
            </li>
            <li>
              <a
                href="/about"
                aria-current={isCurrent('/about')}
                className="rounded px-2 py-2 font-medium xl:px-3 text-slate-800 hover:text-brand-700"
              >
                About
              </a>
            </li>
            {dropdown('services', 'Services', [{ label: 'All Services', href: '/services' }, ...serviceLinks])}
            {dropdown('resources', 'Resources', resourceLinks)}
            <li>
              <a
                href={BOOK_A_CALL_LINK.href}
                aria-current={isCurrent(BOOK_A_CALL_LINK.href)}
                className="rounded-md border border-brand-700 whitespace-nowrap px-3 py-2 font-semibold xl:px-4 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {BOOK_A_CALL_LINK.label}
              </a>
            </li>
            <li className="ml-2">
              <a
                href="/contact"
                className="rounded-md bg-brand-700 whitespace-nowrap px-3 py-2 font-semibold xl:px-4 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Contact
              </a>
            </li>
          </ul>
        </nav>

        <button
          type="button"
          className="group rounded p-2 text-slate-800 lg:hidden"
          aria-expanded={false}
          aria-controls="mobile-menu"
          aria-label="Open menu"
        >
          <MenuIcon className="size-6 group-aria-expanded:hidden" />
          <CloseIcon className="hidden size-6 group-aria-expanded:block" />
        </button>
      </div>

      <nav id="mobile-menu" aria-label="Mobile" hidden className="border-t border-slate-200 bg-white lg:hidden">
        <ul className="divide-y divide-slate-100">
          {mobileLink('/', 'Home')}
          {mobileLink('/about', 'About')}
          {mobileLink('/services', 'Services')}
          {mobileSection('services', 'Service Areas', serviceLinks)}
          {mobileSection('resources', 'Resources', resourceLinks)}
          {mobileLink(BOOK_A_CALL_LINK.href, BOOK_A_CALL_LINK.label)}
          <li>
            <a href="/contact" className="block px-4 py-3 font-semibold text-brand-700">
              Contact
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

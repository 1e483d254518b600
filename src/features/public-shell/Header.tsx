// The sticky site header: logo (with the hidden staff entry), desktop dropdowns and the mobile menu.
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './header-icons.tsx';
import { findLogo } from './logo.ts';
import { type DropdownName, initialMenuState, menuReducer } from './menu-state.ts';
import { BOOK_A_CALL_LINK, type NavLink, resourceLinks } from './navigation.ts';
import { initialStaffEntryState, registerLogoClick, resolveContactClick, type StaffEntryState } from './staff-entry.ts';

const STAFF_ENTRY_KEY = 'staff-entry';

// The sequence survives page loads (clicking the logo on an inner page loads the home page).
function loadStaffEntry(): StaffEntryState {
  try {
    const stored = sessionStorage.getItem(STAFF_ENTRY_KEY);
    return stored ? (JSON.parse(stored) as StaffEntryState) : initialStaffEntryState;
  } catch {
    return initialStaffEntryState;
  }
}

function saveStaffEntry(state: StaffEntryState): void {
  try {
    sessionStorage.setItem(STAFF_ENTRY_KEY, JSON.stringify(state));
  } catch {
    // Storage can be disabled; the sequence then only works within one page.
  }
}

interface HeaderProps {
  currentPath: string;
  /** The firm's name from the site settings. */
  firmName: string;
  /** The four services, named by their cards' published titles (navigation.ts serviceLinks). */
  serviceLinks: NavLink[];
  /** The site search box (features/search/SearchBox.astro, with its own script): beside the logo, below it on a phone. */
  children?: ReactNode;
}

export default function Header({ currentPath, firmName, serviceLinks, children }: HeaderProps) {
  const [menu, dispatch] = useReducer(menuReducer, initialMenuState);
  const [logoSrc, setLogoSrc] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    findLogo().then((src) => {
      if (!cancelled) setLogoSrc(src);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // Clicking outside the navigation, or pressing Escape, closes the open dropdown.
  useEffect(() => {
    if (!menu.openDropdown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) dispatch({ type: 'closeDropdowns' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menu.openDropdown]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const open = menu.openDropdown;
    dispatch({ type: 'closeAll' });
    if (open) document.getElementById(`${open}-menu-button`)?.focus();
  };

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    saveStaffEntry(registerLogoClick(loadStaffEntry(), Date.now()));
    dispatch({ type: 'linkChosen' });
    // Already home: stay on the page so the sequence can go on without reloads.
    if (currentPath === '/') {
      event.preventDefault();
      window.scrollTo({ top: 0 });
    }
  };

  const onContactClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { href, next } = resolveContactClick(loadStaffEntry(), Date.now());
    saveStaffEntry(next);
    dispatch({ type: 'linkChosen' });
    if (href !== '/contact') {
      event.preventDefault();
      window.location.assign(href);
    }
  };

  const linkChosen = () => dispatch({ type: 'linkChosen' });
  const isCurrent = (href: string) => (currentPath === href ? ('page' as const) : undefined);

  const dropdown = (name: DropdownName, label: string, links: NavLink[]) => {
    const open = menu.openDropdown === name;
    return (
      <li className="relative">
        <button
          type="button"
          id={`${name}-menu-button`}
          aria-expanded={open}
          aria-controls={`${name}-menu`}
          onClick={() => dispatch({ type: 'toggleDropdown', name })}
          className="flex items-center gap-1 rounded px-2 py-2 font-medium xl:px-3 text-slate-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {label}
          <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <ul
          id={`${name}-menu`}
          hidden={!open}
          className="absolute left-0 top-full z-50 mt-1 w-64 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
        >
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={linkChosen}
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
    const open = menu.mobileSections[section];
    return (
      <li>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`mobile-${section}`}
          onClick={() => dispatch({ type: 'toggleMobileSection', section })}
          className="flex w-full items-center justify-between px-4 py-3 text-left font-medium text-slate-800"
        >
          {label}
          <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
        <ul id={`mobile-${section}`} hidden={!open} className="bg-slate-50 pb-2">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={linkChosen} className="block px-8 py-2 text-slate-700">
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
      <a href={href} onClick={linkChosen} aria-current={isCurrent(href)} className="block px-4 py-3 font-medium text-slate-800">
        {label}
      </a>
    </li>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape handling for the menus inside.
    <div onKeyDown={onKeyDown}>
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between px-4 sm:flex-nowrap sm:px-6 lg:px-8">
        <a href="/" onClick={onLogoClick} className="flex items-center gap-2">
          <span className="flex h-10 w-10 items-center justify-center">
            {logoSrc ? (
              <img src={logoSrc} alt="" width={40} height={40} className="h-10 w-10" />
            ) : (
              <span aria-hidden="true" className="text-xs font-semibold text-brand-700">
                C&amp;R
              </span>
            )}
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

        <nav ref={navRef} aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <a
                href="/"
                onClick={linkChosen}
                aria-current={isCurrent('/')}
                className="rounded px-2 py-2 font-medium xl:px-3 text-slate-800 hover:text-brand-700"
              >
                Home
              </a>
            </li>
            <li>
              <a
                href="/about"
                onClick={linkChosen}
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
                onClick={linkChosen}
                aria-current={isCurrent(BOOK_A_CALL_LINK.href)}
                className="rounded-md border border-brand-700 whitespace-nowrap px-3 py-2 font-semibold xl:px-4 text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {BOOK_A_CALL_LINK.label}
              </a>
            </li>
            <li className="ml-2">
              <a
                href="/contact"
                onClick={onContactClick}
                className="rounded-md bg-brand-700 whitespace-nowrap px-3 py-2 font-semibold xl:px-4 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Contact
              </a>
            </li>
          </ul>
        </nav>

        <button
          type="button"
          className="rounded p-2 text-slate-800 lg:hidden"
          aria-expanded={menu.mobileOpen}
          aria-controls="mobile-menu"
          aria-label={menu.mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => dispatch({ type: 'toggleMobile' })}
        >
          {menu.mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menu.mobileOpen}
        className="border-t border-slate-200 bg-white lg:hidden"
      >
        <ul className="divide-y divide-slate-100">
          {mobileLink('/', 'Home')}
          {mobileLink('/about', 'About')}
          {mobileLink('/services', 'Services')}
          {mobileSection('services', 'Service Areas', serviceLinks)}
          {mobileSection('resources', 'Resources', resourceLinks)}
          {mobileLink(BOOK_A_CALL_LINK.href, BOOK_A_CALL_LINK.label)}
          <li>
            <a href="/contact" onClick={onContactClick} className="block px-4 py-3 font-semibold text-brand-700">
              Contact
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

// The header's behaviour in the browser, without a framework (Header.tsx renders it with every menu closed):
// the dropdowns and the mobile menu by menu-state.ts's rules, the logo image, and the hidden staff entry.
// A file of its own, loaded after the page is shown: it costs no React on pages that have no other island.
import { findLogo } from './logo.ts';
import { type DropdownName, initialMenuState, type MenuAction, type MobileSection, menuReducer } from './menu-state.ts';
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

function wireHeader(root: HTMLElement): void {
  let menu = initialMenuState;
  // Found by what the markup already says (ids, aria-controls), so the page carries no extra attribute bytes.
  const dropdownButtons = [...root.querySelectorAll<HTMLButtonElement>('button[id$="-menu-button"]')];
  const sectionButtons = [...root.querySelectorAll<HTMLButtonElement>('button[aria-controls^="mobile-"]')].filter(
    (button) => button.getAttribute('aria-controls') !== 'mobile-menu',
  );
  const mobileToggle = root.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
  const mobileMenu = root.querySelector<HTMLElement>('#mobile-menu');
  const mainNav = root.querySelector<HTMLElement>('nav[aria-label="Main"]');
  const dropdownOf = (button: HTMLButtonElement) => button.id.replace(/-menu-button$/, '') as DropdownName;
  const sectionOf = (button: HTMLButtonElement) =>
    (button.getAttribute('aria-controls') ?? '').replace(/^mobile-/, '') as MobileSection;

  const show = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (controlled) controlled.hidden = !open;
  };
  const render = () => {
    for (const button of dropdownButtons) show(button, menu.openDropdown === dropdownOf(button));
    for (const button of sectionButtons) {
      show(button, menu.mobileSections[sectionOf(button)] ?? false);
    }
    if (mobileToggle) {
      mobileToggle.setAttribute('aria-expanded', String(menu.mobileOpen));
      mobileToggle.setAttribute('aria-label', menu.mobileOpen ? 'Close menu' : 'Open menu');
    }
    if (mobileMenu) mobileMenu.hidden = !menu.mobileOpen;
  };
  const dispatch = (action: MenuAction) => {
    menu = menuReducer(menu, action);
    render();
  };

  for (const button of dropdownButtons) {
    button.addEventListener('click', () => dispatch({ type: 'toggleDropdown', name: dropdownOf(button) }));
  }
  for (const button of sectionButtons) {
    button.addEventListener('click', () => dispatch({ type: 'toggleMobileSection', section: sectionOf(button) }));
  }
  mobileToggle?.addEventListener('click', () => dispatch({ type: 'toggleMobile' }));

  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link || !root.contains(link)) return;
    // The logo is the header's first link; both Contact links lead to /contact.
    if (link === root.querySelector('a')) {
      saveStaffEntry(registerLogoClick(loadStaffEntry(), Date.now()));
      // Already home: stay on the page so the sequence can go on without reloads.
      if (location.pathname === '/') {
        event.preventDefault();
        window.scrollTo({ top: 0 });
      }
    } else if (link.getAttribute('href') === '/contact') {
      const { href, next } = resolveContactClick(loadStaffEntry(), Date.now());
      saveStaffEntry(next);
      if (href !== '/contact') {
        event.preventDefault();
        window.location.assign(href);
      }
    }
    dispatch({ type: 'linkChosen' });
  });

  // Escape closes every menu and gives the focus back to the dropdown's button.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = menu.openDropdown;
    dispatch({ type: 'closeAll' });
    if (open) document.getElementById(`${open}-menu-button`)?.focus();
  });

  // Pressing anywhere outside the navigation closes the open dropdown.
  document.addEventListener('pointerdown', (event) => {
    if (menu.openDropdown && mainNav && !mainNav.contains(event.target as Node)) dispatch({ type: 'closeDropdowns' });
  });

  const logoSlot = root.querySelector<HTMLElement>('[data-logo]');
  if (logoSlot) {
    findLogo().then((src) => {
      const image = document.createElement('img');
      Object.assign(image, { src, alt: '', width: 40, height: 40, className: 'h-10 w-10' });
      logoSlot.replaceChildren(image);
    });
  }
  // For the browser tests: the menus answer from here on.
  root.dataset.ready = '';
}

const header = document.querySelector<HTMLElement>('body > header');
if (header) wireHeader(header);

import { describe, expect, it } from 'vitest';
import { initialMenuState, type MenuAction, type MenuState, menuReducer } from './menu-state.ts';

const run = (...actions: MenuAction[]): MenuState => actions.reduce(menuReducer, initialMenuState);

describe('header menus', () => {
  it('opens and closes a dropdown with its button', () => {
    expect(run({ type: 'toggleDropdown', name: 'services' }).openDropdown).toBe('services');
    expect(
      run({ type: 'toggleDropdown', name: 'services' }, { type: 'toggleDropdown', name: 'services' }).openDropdown,
    ).toBeNull();
  });

  it('keeps only one of Services and Resources open at a time', () => {
    const state = run({ type: 'toggleDropdown', name: 'services' }, { type: 'toggleDropdown', name: 'resources' });
    expect(state.openDropdown).toBe('resources');
  });

  it('closes every menu when any link is chosen', () => {
    const state = run(
      { type: 'toggleMobile' },
      { type: 'toggleMobileSection', section: 'services' },
      { type: 'toggleMobileSection', section: 'resources' },
      { type: 'linkChosen' },
    );
    expect(state).toEqual(initialMenuState);
    expect(run({ type: 'toggleDropdown', name: 'resources' }, { type: 'linkChosen' })).toEqual(initialMenuState);
  });

  it('expands the mobile Service Areas and Resources sections independently', () => {
    const state = run({ type: 'toggleMobile' }, { type: 'toggleMobileSection', section: 'services' });
    expect(state.mobileSections).toEqual({ services: true, resources: false });
    expect(menuReducer(state, { type: 'toggleMobileSection', section: 'resources' }).mobileSections).toEqual({
      services: true,
      resources: true,
    });
  });

  it('closes the desktop dropdown when the mobile menu opens, and collapses sections when it closes', () => {
    const opened = run({ type: 'toggleDropdown', name: 'services' }, { type: 'toggleMobile' });
    expect(opened.openDropdown).toBeNull();
    expect(opened.mobileOpen).toBe(true);
    const closed = run({ type: 'toggleMobile' }, { type: 'toggleMobileSection', section: 'services' }, { type: 'toggleMobile' });
    expect(closed).toEqual(initialMenuState);
  });
});

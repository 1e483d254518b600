// The header's menu rules as a pure reducer: one desktop dropdown open at a time, any link closes all.

export type DropdownName = 'services' | 'resources';
export type MobileSection = 'services' | 'resources';

export interface MenuState {
  openDropdown: DropdownName | null;
  mobileOpen: boolean;
  mobileSections: Record<MobileSection, boolean>;
}

export type MenuAction =
  | { type: 'toggleDropdown'; name: DropdownName }
  | { type: 'openDropdown'; name: DropdownName }
  | { type: 'closeDropdowns' }
  | { type: 'toggleMobile' }
  | { type: 'toggleMobileSection'; section: MobileSection }
  | { type: 'linkChosen' }
  | { type: 'closeAll' };

export const initialMenuState: MenuState = {
  openDropdown: null,
  mobileOpen: false,
  mobileSections: { services: false, resources: false },
};

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggleDropdown':
      return { ...state, openDropdown: state.openDropdown === action.name ? null : action.name };
    case 'openDropdown':
      return { ...state, openDropdown: action.name };
    case 'closeDropdowns':
      return { ...state, openDropdown: null };
    case 'toggleMobile':
      return state.mobileOpen
        ? initialMenuState
        : { ...state, openDropdown: null, mobileOpen: true, mobileSections: initialMenuState.mobileSections };
    case 'toggleMobileSection':
      return {
        ...state,
        mobileSections: { ...state.mobileSections, [action.section]: !state.mobileSections[action.section] },
      };
    case 'linkChosen':
    case 'closeAll':
      return initialMenuState;
  }
}

// The hidden way into the staff area: four logo clicks within 5 s arm the Contact link for one click.
// Hidden by the sequence, not by a role: /admin still asks for a sign-in.

export const STAFF_ENTRY_CLICKS = 4;
export const STAFF_ENTRY_WINDOW_MS = 5000;

export interface StaffEntryState {
  count: number;
  /** When the last counted click happened (ms), or null before the first. */
  lastClickAt: number | null;
  armed: boolean;
}

export const initialStaffEntryState: StaffEntryState = { count: 0, lastClickAt: null, armed: false };

/**
 * A logo click at `now`. The count resets after 5 s without a click; the fourth click within the
 * window arms the Contact link, and a fifth click starts a new sequence at one.
 */
export function registerLogoClick(state: StaffEntryState, now: number): StaffEntryState {
  const idle = state.lastClickAt === null || now - state.lastClickAt >= STAFF_ENTRY_WINDOW_MS;
  const previous = idle || state.count >= STAFF_ENTRY_CLICKS ? 0 : state.count;
  const count = previous + 1;
  return { count, lastClickAt: now, armed: count === STAFF_ENTRY_CLICKS };
}

/** The state as seen at `now`: an idle sequence has lapsed and no longer arms anything. */
export function currentStaffEntryState(state: StaffEntryState, now: number): StaffEntryState {
  if (state.lastClickAt !== null && now - state.lastClickAt >= STAFF_ENTRY_WINDOW_MS) return initialStaffEntryState;
  return state;
}

/** Where a click on Contact goes, and the state after it (the armed entry is used up). */
export function resolveContactClick(state: StaffEntryState, now: number): { href: string; next: StaffEntryState } {
  const current = currentStaffEntryState(state, now);
  if (current.armed) return { href: '/admin', next: initialStaffEntryState };
  return { href: '/contact', next: current };
}

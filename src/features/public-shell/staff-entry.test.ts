import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialStaffEntryState,
  registerLogoClick,
  resolveContactClick,
  STAFF_ENTRY_CLICKS,
  STAFF_ENTRY_WINDOW_MS,
  type StaffEntryState,
} from './staff-entry.ts';

// Drives the counter with a fake clock, as the header does with Date.now().
describe('hidden staff entry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const click = (state: StaffEntryState) => registerLogoClick(state, Date.now());
  const contact = (state: StaffEntryState) => resolveContactClick(state, Date.now());

  function clicks(count: number, gapMs = 500): StaffEntryState {
    let state = initialStaffEntryState;
    for (let i = 0; i < count; i++) {
      if (i > 0) vi.advanceTimersByTime(gapMs);
      state = click(state);
    }
    return state;
  }

  it('needs 4 clicks within a 5-second window', () => {
    expect(STAFF_ENTRY_CLICKS).toBe(4);
    expect(STAFF_ENTRY_WINDOW_MS).toBe(5000);
  });

  it('arms the Contact link on the fourth click and sends it to /admin', () => {
    const state = clicks(4);
    expect(state).toMatchObject({ count: 4, armed: true });
    expect(contact(state).href).toBe('/admin');
  });

  it('leaves Contact alone after three clicks', () => {
    const state = clicks(3);
    expect(state.armed).toBe(false);
    expect(contact(state).href).toBe('/contact');
  });

  it('uses the armed entry once', () => {
    const first = contact(clicks(4));
    expect(first.href).toBe('/admin');
    expect(contact(first.next).href).toBe('/contact');
  });

  it('resets the count after 5 seconds without a click', () => {
    let state = clicks(3);
    vi.advanceTimersByTime(5000);
    state = click(state);
    expect(state.count).toBe(1);
    expect(state.armed).toBe(false);
  });

  it('keeps counting when each click comes within 5 seconds of the last', () => {
    expect(clicks(4, 4999).armed).toBe(true);
  });

  it('disarms when 5 seconds pass between the fourth click and Contact', () => {
    const state = clicks(4);
    vi.advanceTimersByTime(5000);
    expect(contact(state).href).toBe('/contact');
  });

  it('restarts the count at one on a fifth click', () => {
    const state = clicks(5);
    expect(state).toMatchObject({ count: 1, armed: false });
    expect(contact(state).href).toBe('/contact');
  });
});

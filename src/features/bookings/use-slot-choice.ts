// The time a visitor chooses on the booking form: the partner (where the firm lets visitors choose),
// the day, whose times are fetched without loading the page (its link still works as a page load), the
// time, and the next free times offered when someone took the chosen one a moment before.
import { type MouseEvent, useEffect, useState } from 'react';
import { BOOK_A_CALL_PATH, BOOKING_SLOTS_ENDPOINT } from './booking-terms.ts';
import { differentTimeZone } from './SlotPicker.tsx';
import type { SlotChoice, SlotTime } from './types.ts';

/** A day's own address (with the chosen partner), which the day's link goes to without JavaScript. */
export function dayAddress(day: string, partner: string): string {
  const query = new URLSearchParams({ day });
  if (partner) query.set('partner', partner);
  return `${BOOK_A_CALL_PATH}?${query}`;
}

export function useSlotChoice(initial: SlotChoice, initialPartner: string) {
  const [choice, setChoice] = useState(initial);
  const [partner, setPartner] = useState(initialPartner);
  const [start, setStart] = useState('');
  const [nextSlots, setNextSlots] = useState<SlotTime[]>([]);
  const [loadingDay, setLoadingDay] = useState(false);
  const [localZone, setLocalZone] = useState<string | null>(null);

  // Known only in the browser: the server renders Brisbane time alone.
  useEffect(() => setLocalZone(differentTimeZone()), []);

  const loadDay = async (day: string | null, forPartner = partner) => {
    setLoadingDay(true);
    try {
      const query = new URLSearchParams();
      if (day) query.set('day', day);
      if (forPartner) query.set('partner', forPartner);
      const response = await fetch(`${BOOKING_SLOTS_ENDPOINT}?${query}`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      setChoice((await response.json()) as SlotChoice);
      window.history.replaceState(null, '', day ? dayAddress(day, forPartner) : BOOK_A_CALL_PATH);
    } catch {
      // The link still works as a page load.
      if (day) window.location.assign(dayAddress(day, forPartner));
    } finally {
      setLoadingDay(false);
    }
  };

  const chooseDay = (day: string, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setStart('');
    void loadDay(day);
  };

  const choosePartner = (id: string) => {
    setPartner(id);
    setStart('');
    void loadDay(null, id);
  };

  /** Someone took the chosen time: the next free ones are offered and the day's times read again. */
  const lost = (next: SlotTime[]) => {
    setNextSlots(next);
    setStart('');
    void loadDay(choice.day);
  };

  return { choice, partner, start, setStart, nextSlots, setNextSlots, loadingDay, localZone, chooseDay, choosePartner, lost };
}

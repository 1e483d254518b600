// Sends focus back to whatever opened a controlled Radix dialog. Radix returns focus only to its own
// Trigger; our dialogs are opened from state, so without this focus would fall to the page's body.
import { useCallback, useLayoutEffect, useRef } from 'react';

/** Remembers the focused element when `open` turns true; the returned handler is the dialog content's `onCloseAutoFocus`. */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return useCallback((event: Event) => {
    // A deleted row's button is gone; Radix's default (the page) applies then.
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  }, []);
}

// Unsaved work in an admin form: the question before a dialog with changes closes or the page is left,
// and a draft of the form kept in this browser's localStorage (one per record) so a crash or a reload
// can offer it back. Drafts never leave the browser; a save or a discard removes them.

export const UNSAVED_MESSAGES = {
  question: 'Discard unsaved changes?',
  details: 'Your changes have not been saved and will be lost.',
  discard: 'Discard changes',
  restoreQuestion: (time: string) => `Restore unsaved changes from ${time}?`,
  restore: 'Restore',
  dismiss: 'Discard',
} as const;

export interface Draft<Values> {
  values: Values;
  /** When it was kept (epoch milliseconds). */
  savedAt: number;
}

const PREFIX = 'cms-draft:';

/** "10:42": the time a draft was kept, in the browser's zone (the editor's own clock). */
export function draftTime(savedAt: number): string {
  return new Date(savedAt).toLocaleTimeString('en-AU', { hour: '2-digit', minute: '2-digit', hour12: false });
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off; the form then works without drafts.
    return null;
  }
}

export function readDraft<Values>(key: string): Draft<Values> | null {
  const text = storage()?.getItem(PREFIX + key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft<Values>;
    return typeof draft.savedAt === 'number' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft<Values>(key: string, values: Values, now = Date.now()) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ values, savedAt: now } satisfies Draft<Values>));
  } catch {
    // A full storage keeps the older draft; the question on close still protects the work.
  }
}

export function clearDraft(key: string) {
  storage()?.removeItem(PREFIX + key);
}

/** While `active`, leaving or reloading the page asks the browser's own "Leave site?" question first. */
export function warnBeforeLeaving(active: boolean): (() => void) | undefined {
  if (!active || typeof window === 'undefined') return undefined;
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers need a return value to ask.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}

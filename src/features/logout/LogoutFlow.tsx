// The /logout page island: clears storage and cookies, signs out on the server (3 s time-out,
// continuing on failure), confirms, and goes to /admin after 1 s.
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SHOWN_EVENT } from '../public-shell/page-shown-event.ts';
import { clearBrowserStorage, clearCookies, REDIRECT_DELAY_MS, signOutOnServer } from './clear-browser-state.ts';

type Phase = 'working' | 'done';

export default function LogoutFlow() {
  const [phase, setPhase] = useState<Phase>('working');
  const redirectTimer = useRef<number | undefined>(undefined);

  const logout = useCallback(async () => {
    window.clearTimeout(redirectTimer.current);
    setPhase('working');
    clearBrowserStorage();
    clearCookies();
    await signOutOnServer();
    setPhase('done');
    redirectTimer.current = window.setTimeout(() => window.location.assign('/admin'), REDIRECT_DELAY_MS);
  }, []);

  useEffect(() => {
    void logout();
    // The page's analytics beacon notes the visit's landing in sessionStorage once the page is shown, which
    // on a slow device comes after the clearing above; its listener runs first, so clearing again after it
    // leaves nothing behind.
    window.addEventListener(PAGE_SHOWN_EVENT, clearBrowserStorage, { once: true });
    return () => {
      window.clearTimeout(redirectTimer.current);
      window.removeEventListener(PAGE_SHOWN_EVENT, clearBrowserStorage);
    };
  }, [logout]);

  return (
    <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <div role="status" aria-live="polite">
        {phase === 'working' ? (
          <>
            <h1 className="sr-only">Logout</h1>
            <p className="text-lg text-slate-700">Clearing your session and all stored data...</p>
          </>
        ) : (
          <>
            <h1 className="font-serif text-3xl font-semibold text-brand-900">Logout Successful!</h1>
            <p className="mt-3 text-lg text-slate-700">You have been successfully logged out. Redirecting to home page...</p>
          </>
        )}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <a href="/" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Go to Home Page
        </a>
        <button
          type="button"
          onClick={() => void logout()}
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Force Complete Logout
        </button>
      </div>
    </div>
  );
}

// What every visitor form shows and sends beside its own fields (the enquiry form, the booking form):
// the honeypot, the "Security Verification" captcha with its message, the submit button, and where the
// visit came from, read from the public pages' sessionStorage. Nothing here loads a schema library.
import type { ReactNode, Ref } from 'react';
import type { PublicCaptchaSettings } from '#src/platform/captcha/public.ts';
import { VISIT_SOURCE_KEY } from '../public-shell/visit-source.ts';
import CaptchaWidget from './CaptchaWidget.tsx';
import { HONEYPOT_FIELD } from './limits.ts';

/**
 * Where this visit began (the public pages' sessionStorage) and the form's page, as stored: the
 * server keeps what passes its checks (enquirySourceFrom); nothing when storage is off.
 */
export function storedVisitSource(): Record<string, unknown> {
  let stored: unknown = null;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(VISIT_SOURCE_KEY) ?? 'null');
  } catch {
    // Storage blocked or the value unreadable: the form goes without it.
  }
  return { ...(typeof stored === 'object' && stored !== null ? stored : {}), formPath: window.location.pathname };
}

/** Hidden from people and assistive technology; bots that fill every field reveal themselves. */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

export function SecurityVerification({
  settings,
  onToken,
  resetKey,
  error,
  errorId,
}: {
  settings: PublicCaptchaSettings;
  onToken: (token: string | null) => void;
  resetKey: number;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-800">Security Verification</legend>
      <div className="mt-1">
        <CaptchaWidget settings={settings} onToken={onToken} resetKey={resetKey} />
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The form's button: disabled until the captcha gave a token and while sending. */
export function SubmitButton({
  disabled,
  describedBy,
  children,
}: {
  disabled: boolean;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      aria-describedby={describedBy}
      disabled={disabled}
      className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
    >
      {children}
    </button>
  );
}

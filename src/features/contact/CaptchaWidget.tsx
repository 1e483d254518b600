// The form's "Security Verification": the self-hosted ALTCHA widget by default, Cloudflare Turnstile
// or hCaptcha when configured, or a one-click test-mode check. It reports a token when the check is
// completed and null when the token expires or the widget fails (it then resets itself, spec 4).
import 'altcha/altcha.css';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { HOSTED_CAPTCHA_SCRIPTS, type PublicCaptchaSettings } from '#src/platform/captcha/public.ts';
import { loadCaptchaScript } from '#src/platform/captcha/script-loader.ts';

export interface CaptchaWidgetProps {
  settings: PublicCaptchaSettings;
  onToken: (token: string | null) => void;
  /** Changing it discards the current token and shows a fresh check. */
  resetKey: number;
}

const LOAD_FAILED = 'The security check could not be loaded. Please check your connection and reload the page.';
const WIDGET_RESET = 'The security check did not complete and has been reset. Please try it again.';

let altchaLoading: Promise<void> | undefined;

/**
 * The widget's "external" build: no inline styles or blob: workers, so it runs under the site's
 * strict Content-Security-Policy; the PBKDF2 worker is a separate file served from our origin.
 */
function loadAltcha(): Promise<void> {
  altchaLoading ??= (async () => {
    const [, { default: Pbkdf2Worker }] = await Promise.all([import('altcha/external'), import('altcha/workers/pbkdf2?worker')]);
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })();
  return altchaLoading;
}

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

function AltchaCheck({ challengeUrl, onToken, resetKey }: CaptchaWidgetProps & { challengeUrl: string }) {
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // The widget (about 45 KB gzip) and its proof of work start when the visitor first reaches into
  // the form, not with the page: they kept the main thread busy during load (Lighthouse TBT 260 ms).
  // Typing the fields takes longer than the solve, so the button is ready when the visitor is.
  useEffect(() => {
    let active = true;
    const form = containerRef.current?.closest('form');
    const start = () => {
      form?.removeEventListener('focusin', start);
      form?.removeEventListener('pointerdown', start);
      loadAltcha().then(
        () => active && setReady(true),
        () => active && setNotice(LOAD_FAILED),
      );
    };
    if (!form || form.contains(document.activeElement)) start();
    else {
      form.addEventListener('focusin', start);
      form.addEventListener('pointerdown', start);
    }
    return () => {
      active = false;
      form?.removeEventListener('focusin', start);
      form?.removeEventListener('pointerdown', start);
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      if (state === 'verified' && payload) {
        setNotice(null);
        onToken(payload);
      } else if (state === 'expired' || state === 'error') {
        onToken(null);
        setNotice(state === 'error' ? WIDGET_RESET : null);
        widget.reset();
      } else if (state === 'unverified') {
        onToken(null);
      }
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [ready, onToken]);

  useEffect(() => {
    if (resetKey > 0) widgetRef.current?.reset?.();
  }, [resetKey]);

  return (
    <div ref={containerRef}>
      {ready ? (
        // Solved as soon as it loads (about a second of work in a background worker); after expiry a
        // click solves it again.
        <altcha-widget
          ref={widgetRef}
          challenge={challengeUrl}
          auto="onload"
          name="altcha"
          language="en"
          configuration={JSON.stringify({ hideFooter: false, minDuration: 300 })}
        />
      ) : (
        <p className="rounded-md border border-slate-300 px-4 py-3 text-sm text-slate-600">
          The security check starts when you fill in the form.
        </p>
      )}
      {notice && (
        <p className="mt-2 text-sm text-red-700" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}

function TestModeCheck({ challengeUrl, onToken, resetKey }: CaptchaWidgetProps & { challengeUrl: string }) {
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (resetKey > 0) setState('idle');
  }, [resetKey]);
  const verify = async () => {
    setState('working');
    try {
      const response = await fetch(challengeUrl, { cache: 'no-store' });
      const { token } = (await response.json()) as { token?: string };
      if (!response.ok || !token) throw new Error(`challenge answered ${response.status}`);
      onToken(token);
      setState('done');
    } catch {
      onToken(null);
      setState('failed');
    }
  };
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={verify}
        disabled={state === 'working' || state === 'done'}
        className="rounded-md border border-slate-400 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        {state === 'done' ? 'Verified (test mode)' : 'Verify (test mode)'}
      </button>
      {state === 'failed' && (
        <span role="status" className="text-sm text-red-700">
          {LOAD_FAILED}
        </span>
      )}
    </div>
  );
}

interface HostedRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

interface HostedApi {
  render(container: HTMLElement, options: HostedRenderOptions): string;
  reset(widgetId?: string): void;
  remove?(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: HostedApi;
    hcaptcha?: HostedApi;
  }
}

function HostedCheck({
  provider,
  siteKey,
  onToken,
  resetKey,
}: CaptchaWidgetProps & { provider: 'turnstile' | 'hcaptcha'; siteKey: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadCaptchaScript(HOSTED_CAPTCHA_SCRIPTS[provider]).then(
      () => {
        const api = window[provider];
        if (!active || !api || !containerRef.current) return;
        const resetAfter = () => {
          onToken(null);
          if (widgetId.current !== null) api.reset(widgetId.current);
        };
        widgetId.current = api.render(containerRef.current, {
          sitekey: siteKey,
          callback: (token) => onToken(token),
          'expired-callback': resetAfter,
          'error-callback': resetAfter,
        });
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
      const api = window[provider];
      if (api?.remove && widgetId.current !== null) api.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [provider, siteKey, onToken]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current !== null) window[provider]?.reset(widgetId.current);
  }, [resetKey, provider]);

  return (
    <div>
      <div ref={containerRef} />
      {failed && (
        <p className="mt-2 text-sm text-red-700" role="status">
          {LOAD_FAILED}
        </p>
      )}
    </div>
  );
}

export default function CaptchaWidget(props: CaptchaWidgetProps) {
  const { settings } = props;
  switch (settings.provider) {
    case 'altcha':
      return <AltchaCheck {...props} challengeUrl={settings.challengeUrl} />;
    case 'test':
      return <TestModeCheck {...props} challengeUrl={settings.challengeUrl} />;
    case 'turnstile':
    case 'hcaptcha':
      return <HostedCheck {...props} provider={settings.provider} siteKey={settings.siteKey} />;
  }
}

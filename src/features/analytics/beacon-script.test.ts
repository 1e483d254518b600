// The inline beacon script run against a stand-in browser: when it sends, what it sends, and when it
// stays silent (Do Not Track, Global Privacy Control, staff pages, a page nobody has looked at yet).
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT } from '../public-shell/count-event.ts';
import { PAGE_SHOWN_EVENT, PAGE_SHOWN_FLAG } from '../public-shell/page-shown-event.ts';
import { BEACON_ENDPOINT, BEACON_SCRIPT, LANDED_KEY } from './beacon-script.ts';

interface FakePage {
  url?: string;
  referrer?: string;
  visibility?: 'visible' | 'hidden';
  readyState?: 'loading' | 'complete';
  doNotTrack?: string;
  globalPrivacyControl?: boolean;
  storage?: Map<string, string>;
}

function runBeacon(page: FakePage = {}) {
  const sent: { url: string; body: unknown }[] = [];
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const on = (type: string, listener: (event: unknown) => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const fire = (type: string, event: unknown = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  const location = new URL(page.url ?? 'https://calderrowe.com.au/about');
  const storage = page.storage ?? new Map<string, string>();
  const document = {
    referrer: page.referrer ?? '',
    visibilityState: page.visibility ?? 'visible',
    readyState: page.readyState ?? 'loading',
    prerendering: false,
    addEventListener: on,
  };
  const navigator = {
    doNotTrack: page.doNotTrack,
    globalPrivacyControl: page.globalPrivacyControl,
    sendBeacon: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
  };
  const window: Record<string, unknown> = { addEventListener: on, doNotTrack: undefined };
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  runInNewContext(BEACON_SCRIPT, {
    navigator,
    document,
    location,
    window,
    sessionStorage,
    URL,
    URLSearchParams,
    addEventListener: on,
  });
  return {
    sent,
    storage,
    load() {
      document.readyState = 'complete';
      fire('load');
    },
    /** What public-shell/page-shown.ts does once the page's largest paint is reported. */
    shown() {
      window[PAGE_SHOWN_FLAG] = true;
      fire(PAGE_SHOWN_EVENT);
    },
    show() {
      document.visibilityState = 'visible';
      fire('visibilitychange');
    },
    event(detail: string) {
      fire(ANALYTICS_EVENT, { detail });
    },
  };
}

describe('the beacon script', () => {
  it('is under 1 KB', () => {
    expect(Buffer.byteLength(BEACON_SCRIPT)).toBeLessThan(1024);
  });

  it('sends one page view once the page is shown, with the landing visit’s referrer host and UTM values', () => {
    const page = runBeacon({
      url: 'https://calderrowe.com.au/resources/insights/a?utm_source=linkedin&utm_medium=social&utm_campaign=q4&ref=x',
      referrer: 'https://www.linkedin.com/feed/post?id=1',
    });
    expect(page.sent).toEqual([]);
    page.load();
    page.show();
    expect(page.sent).toEqual([]);
    page.shown();
    expect(page.sent).toEqual([
      {
        url: BEACON_ENDPOINT,
        body: { p: '/resources/insights/a', l: 1, r: 'www.linkedin.com', s: 'linkedin', m: 'social', c: 'q4' },
      },
    ]);
    expect(page.storage.get(LANDED_KEY)).toBe('1');
  });

  it('sends only the path for the next pages of the visit and for pages reached from the site', () => {
    const storage = new Map([[LANDED_KEY, '1']]);
    const next = runBeacon({
      url: 'https://calderrowe.com.au/contact?utm_source=x',
      referrer: 'https://www.google.com/',
      storage,
    });
    next.shown();
    expect(next.sent.map((beacon) => beacon.body)).toEqual([{ p: '/contact' }]);
    const internal = runBeacon({ url: 'https://calderrowe.com.au/contact', referrer: 'https://calderrowe.com.au/about' });
    internal.shown();
    expect(internal.sent.map((beacon) => beacon.body)).toEqual([{ p: '/contact' }]);
  });

  it('waits until a page loaded in the background is shown', () => {
    const page = runBeacon({ visibility: 'hidden' });
    page.shown();
    expect(page.sent).toEqual([]);
    page.show();
    expect(page.sent.map((beacon) => beacon.body)).toEqual([{ p: '/about', l: 1 }]);
  });

  it('sends an event an island announces', () => {
    const page = runBeacon({ url: 'https://calderrowe.com.au/resources/valuation-calculator' });
    page.event('calculator');
    expect(page.sent.map((beacon) => beacon.body)).toEqual([{ p: '/resources/valuation-calculator', e: 'calculator' }]);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['a staff page', { url: 'https://calderrowe.com.au/admin/analytics' }],
  ] satisfies [string, FakePage][])('sends nothing under %s', (_name, page) => {
    const run = runBeacon(page);
    run.shown();
    run.show();
    run.event('calculator');
    expect(run.sent).toEqual([]);
  });
});

// The inline script that says when a public page is shown, run against a stand-in browser: it waits for
// `load` and the hero image's paint, falls back after PAGE_SHOWN_FALLBACK_MS, and fires once.
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SHOWN_FALLBACK_MS, PAGE_SHOWN_SCRIPT } from './page-shown.ts';
import { PAGE_SHOWN_EVENT, PAGE_SHOWN_FLAG } from './page-shown-event.ts';

interface PaintEntry {
  url: string;
}

function runScript({ heroImage = true, observer = true } = {}) {
  const listeners = new Map<string, (() => void)[]>();
  let reportPaint: ((entries: PaintEntry[]) => void) | null = null;
  const observed: unknown[] = [];
  const shownEvents: string[] = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    dispatchEvent: (event: { type: string }) => shownEvents.push(event.type),
  };
  const document = {
    readyState: 'loading',
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' && heroImage ? {} : null),
  };
  class FakeObserver {
    constructor(callback: (list: { getEntries: () => PaintEntry[] }) => void) {
      reportPaint = (entries) => callback({ getEntries: () => entries });
    }
    observe(options: unknown) {
      observed.push(options);
    }
  }
  runInNewContext(PAGE_SHOWN_SCRIPT, {
    window,
    document,
    Event: class {
      readonly type: string;
      constructor(type: string) {
        this.type = type;
      }
    },
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    setTimeout,
    ...(observer ? { PerformanceObserver: FakeObserver } : {}),
  });
  return {
    shownEvents,
    observed,
    isShown: () => window[PAGE_SHOWN_FLAG] === true,
    load() {
      document.readyState = 'complete';
      for (const listener of listeners.get('load') ?? []) listener();
    },
    paint(url: string) {
      reportPaint?.([{ url }]);
    },
  };
}

describe('the page-shown script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for load and then for the hero image’s paint, and says so once, a frame later', () => {
    const page = runScript();
    page.paint('');
    vi.advanceTimersByTime(100);
    expect(page.shownEvents).toEqual([]);
    page.load();
    expect(page.observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    page.paint('');
    vi.advanceTimersByTime(100);
    expect(page.shownEvents).toEqual([]);
    page.paint('https://calderrowe.com.au/media/hero-768w.avif');
    expect(page.isShown()).toBe(false);
    vi.advanceTimersByTime(20);
    expect(page.shownEvents).toEqual([PAGE_SHOWN_EVENT]);
    expect(page.isShown()).toBe(true);
    page.paint('https://calderrowe.com.au/media/other-768w.avif');
    vi.advanceTimersByTime(PAGE_SHOWN_FALLBACK_MS);
    expect(page.shownEvents).toEqual([PAGE_SHOWN_EVENT]);
  });

  it('counts a page without a hero image as shown at its first largest paint', () => {
    const page = runScript({ heroImage: false });
    page.load();
    page.paint('');
    vi.advanceTimersByTime(20);
    expect(page.shownEvents).toEqual([PAGE_SHOWN_EVENT]);
  });

  it('gives up waiting 1000 ms after load when no paint is reported (a hidden tab)', () => {
    expect(PAGE_SHOWN_FALLBACK_MS).toBe(1000);
    const page = runScript();
    page.load();
    vi.advanceTimersByTime(PAGE_SHOWN_FALLBACK_MS - 1);
    expect(page.shownEvents).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(page.shownEvents).toEqual([PAGE_SHOWN_EVENT]);
  });

  it('says the page is shown right after load in a browser that reports no paints', () => {
    const page = runScript({ observer: false });
    page.load();
    vi.advanceTimersByTime(20);
    expect(page.shownEvents).toEqual([PAGE_SHOWN_EVENT]);
  });
});

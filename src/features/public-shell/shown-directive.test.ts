// @vitest-environment happy-dom
// `client:shown` hydrates an island only once the page says it is shown and the browser is idle, once,
// and anyway after SHOWN_DIRECTIVE_FALLBACK_MS on a page that never says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SHOWN_EVENT, PAGE_SHOWN_FLAG } from './page-shown-event.ts';
import shownDirective, { SHOWN_DIRECTIVE_FALLBACK_MS } from './shown-directive.ts';

describe('the client:shown directive', () => {
  let hydrations = 0;
  const load = async () => async () => {
    hydrations++;
  };
  const island = () => shownDirective(load, { name: 'shown', value: '' }, document.createElement('astro-island'));
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(250);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    hydrations = 0;
    delete (window as unknown as Record<string, unknown>)[PAGE_SHOWN_FLAG];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the page to be shown before it hydrates', async () => {
    island();
    await settle();
    expect(hydrations).toBe(0);
    window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
    await settle();
    expect(hydrations).toBe(1);
  });

  it('hydrates at once, when idle, on a page already shown', async () => {
    (window as unknown as Record<string, unknown>)[PAGE_SHOWN_FLAG] = true;
    island();
    await settle();
    expect(hydrations).toBe(1);
  });

  it('hydrates once, even when the fallback comes after the page was shown', async () => {
    island();
    window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
    await vi.advanceTimersByTimeAsync(SHOWN_DIRECTIVE_FALLBACK_MS + 250);
    expect(hydrations).toBe(1);
  });

  it(`hydrates after ${SHOWN_DIRECTIVE_FALLBACK_MS} ms on a page that never says it is shown`, async () => {
    island();
    await vi.advanceTimersByTimeAsync(SHOWN_DIRECTIVE_FALLBACK_MS - 1);
    expect(hydrations).toBe(0);
    await settle();
    expect(hydrations).toBe(1);
  });
});

// `client:shown`: an island hydrates once the page counts as shown (page-shown.ts) and the browser is
// idle. With `client:idle` the first idle moment often came before the hero's paint, so the island's
// scripts (React's runtime among them, 57 KB) were requested on the way to it, and Lighthouse's
// simulation counted them there: the calculator's LCP went from 1,050 to 1,500–1,820 ms in 4 of 5 runs.
import type { ClientDirective } from 'astro';
import { PAGE_SHOWN_EVENT, PAGE_SHOWN_FLAG } from './page-shown-event.ts';

/** Hydrates anyway this long after the island appears: a page without the page script never says it is shown. */
export const SHOWN_DIRECTIVE_FALLBACK_MS = 5000;

const shownDirective: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    const run = async () => (await load())();
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void run());
    else setTimeout(() => void run(), 200);
  };
  if ((window as unknown as Record<string, unknown>)[PAGE_SHOWN_FLAG] === true) hydrate();
  else window.addEventListener(PAGE_SHOWN_EVENT, hydrate, { once: true });
  setTimeout(hydrate, SHOWN_DIRECTIVE_FALLBACK_MS);
};

export default shownDirective;

// How an island counts an action (the calculator's first valuation): it only announces it; the page's
// beacon script decides whether to send it (not under Do Not Track or Global Privacy Control).
export const ANALYTICS_EVENT = 'site:analytics';

export function countEvent(name: 'calculator'): void {
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: name }));
}

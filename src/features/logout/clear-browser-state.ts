// Everything the logout page does in the browser, kept apart from the component so it can be tested.

export const SIGN_OUT_TIMEOUT_MS = 3000;
export const REDIRECT_DELAY_MS = 1000;

/** Deletes every cookie script can see, for this path and each parent path and domain. */
export function clearCookies(doc: Document = document, location: Location = window.location): void {
  const names = doc.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name));
  const domains = [undefined, location.hostname, `.${location.hostname}`];
  const segments = location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  for (const name of names) {
    for (const domain of domains) {
      for (const path of paths) {
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain ? `; domain=${domain}` : ''}`;
      }
    }
  }
}

export function clearBrowserStorage(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage may be disabled; there is nothing to clear then.
  }
  try {
    sessionStorage.clear();
  } catch {
    // As above.
  }
}

/** Signs out on the server, giving up after 3 s; failures are ignored so logout always completes. */
export async function signOutOnServer(fetcher: typeof fetch = fetch, timeoutMs = SIGN_OUT_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetcher('/api/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}

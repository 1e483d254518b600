// Loads a hosted captcha provider's script in the browser: a 5000 ms time-out per attempt and up to
// two more attempts after the first (spec: "Captcha: script load retries 2; request time-out 5000 ms").

export const CAPTCHA_SCRIPT_RETRIES = 2;
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 5_000;

export class ScriptLoadError extends Error {
  readonly attempts: number;
  constructor(attempts: number, cause: unknown) {
    super(`The security check could not be loaded after ${attempts} attempts.`, { cause });
    this.name = 'ScriptLoadError';
    this.attempts = attempts;
  }
}

/**
 * Runs `attempt` until it succeeds: the first try plus `retries` more, each abandoned after
 * `timeoutMs` (its signal is aborted so it can clean up).
 */
export async function withRetries<T>(
  attempt: (signal: AbortSignal, attemptNumber: number) => Promise<T>,
  options: { retries?: number; timeoutMs?: number } = {},
): Promise<T> {
  const retries = options.retries ?? CAPTCHA_SCRIPT_RETRIES;
  const timeoutMs = options.timeoutMs ?? CAPTCHA_SCRIPT_TIMEOUT_MS;
  let lastError: unknown;
  for (let attemptNumber = 1; attemptNumber <= retries + 1; attemptNumber += 1) {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      return await Promise.race([attempt(controller.signal, attemptNumber), timeout]);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw new ScriptLoadError(retries + 1, lastError);
}

/** Adds a <script> for `src` and resolves when it has run; the element is removed again if it fails. */
function loadScriptOnce(src: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = (reason: string) => {
      script.remove();
      reject(new Error(reason));
    };
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => fail(`could not load ${src}`), { once: true });
    signal.addEventListener('abort', () => fail(`gave up on ${src}`), { once: true });
    document.head.append(script);
  });
}

const loaded = new Map<string, Promise<void>>();

/** Loads a script once per page, with the retry and time-out rules above; a failure may be retried later. */
export function loadCaptchaScript(src: string): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const loading = withRetries((signal) => loadScriptOnce(src, signal));
  loaded.set(src, loading);
  loading.catch(() => loaded.delete(src));
  return loading;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_SCRIPT_RETRIES, CAPTCHA_SCRIPT_TIMEOUT_MS, ScriptLoadError, withRetries } from './script-loader.ts';

describe('loading a hosted captcha script', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec numbers: two retries after the first attempt, 5000 ms per attempt', () => {
    expect(CAPTCHA_SCRIPT_RETRIES).toBe(2);
    expect(CAPTCHA_SCRIPT_TIMEOUT_MS).toBe(5000);
  });

  it('succeeds on the third attempt after two failures', async () => {
    const attempt = vi
      .fn<(signal: AbortSignal, attemptNumber: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce('loaded');
    await expect(withRetries(attempt)).resolves.toBe('loaded');
    expect(attempt.mock.calls.map((call) => call[1])).toEqual([1, 2, 3]);
  });

  it('gives up after three attempts in all', async () => {
    const attempt = vi.fn(() => Promise.reject(new Error('blocked')));
    const error = await withRetries(attempt).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect((error as ScriptLoadError).attempts).toBe(3);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('abandons an attempt that hangs for 5000 ms and aborts its signal', async () => {
    const signals: AbortSignal[] = [];
    const attempt = vi.fn((signal: AbortSignal, attemptNumber: number) => {
      signals.push(signal);
      return attemptNumber < 3 ? new Promise<string>(() => {}) : Promise.resolve('third time');
    });
    const result = withRetries(attempt);
    await vi.advanceTimersByTimeAsync(4999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe('third time');
  });
});

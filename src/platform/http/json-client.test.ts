import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageOf, requestJson, serverMessageOr, UNEXPECTED_ERROR } from './json-client.ts';

describe('requests from the admin screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pass on the server's message when it gives one", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401 }));
    const failure = await requestJson('/api/auth/sign-in/email', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(messageOf(failure)).toBe('Invalid email or password');
    expect(serverMessageOr(failure, 'Failed to create user')).toBe('Invalid email or password');
  });

  it("fall back to 'An unexpected error occurred' or the screen's own message otherwise", async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const failure = await requestJson('/api/admin/users').catch((error: unknown) => error);
    expect(UNEXPECTED_ERROR).toBe('An unexpected error occurred');
    expect(messageOf(failure)).toBe('An unexpected error occurred');
    expect(serverMessageOr(failure, 'Failed to fetch users')).toBe('Failed to fetch users');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('network down');
    });
    expect(messageOf(await requestJson('/api/admin/users').catch((error: unknown) => error))).toBe(UNEXPECTED_ERROR);
  });
});

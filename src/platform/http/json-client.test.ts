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

  it("carry a 422's message for each refused field", async () => {
    const body = { message: 'Title is required', fields: { title: 'Title is required', date: 'Date is required' } };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 422 }));
    const failure = await requestJson('/api/admin/insights', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 422, message: 'Title is required', fields: body.fields });
  });

  it("carry the refusal's machine-readable code, and none when the server sent none", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Confirm', code: 'REAUTHENTICATE' }), { status: 403 }),
    );
    const coded = await requestJson('/api/admin/users', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(coded).toMatchObject({ status: 403, code: 'REAUTHENTICATE' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 }));
    const plain = await requestJson('/api/admin/users', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(plain).toMatchObject({ status: 403, code: undefined });
  });

  it('send a file as its own bytes with its type, and other bodies as JSON', async () => {
    const seen: { type: string | null; body: string }[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      const request = new Request('http://localhost/', init);
      seen.push({ type: request.headers.get('content-type'), body: await request.text() });
      return new Response('{"ok":true}', { status: 200 });
    });
    await requestJson('/api/admin/team/a/photo', { method: 'PUT', body: new Blob(['PNGBYTES'], { type: 'image/png' }) });
    await requestJson('/api/admin/team/a/photo', { method: 'PUT', body: new Blob(['?']) });
    await requestJson('/api/admin/team', { method: 'POST', body: { name: 'Jo' } });
    expect(seen).toEqual([
      { type: 'image/png', body: 'PNGBYTES' },
      { type: 'application/octet-stream', body: '?' },
      { type: 'application/json', body: '{"name":"Jo"}' },
    ]);
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

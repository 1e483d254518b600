// Turnstile and hCaptcha verification against a local HTTP server that answers like their
// siteverify endpoints.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCaptcha } from './captcha.server.ts';
import { HOSTED_TOKEN_TTL_SECONDS, verifyHostedToken } from './hosted.server.ts';

interface Call {
  path: string;
  contentType: string | undefined;
  form: URLSearchParams;
}

const calls: Call[] = [];
let server: Server;
let base: string;

/** Tokens decide the answer: "good-…" passes, "used-…" was seen before, "slow-…" never answers in time. */
function answer(form: URLSearchParams): { status: number; body: unknown; delayMs?: number } {
  const token = form.get('response') ?? '';
  if (form.get('secret') !== 'the-secret')
    return { status: 200, body: { success: false, 'error-codes': ['invalid-input-secret'] } };
  if (token.startsWith('good-')) return { status: 200, body: { success: true, 'error-codes': [], hostname: 'localhost' } };
  if (token.startsWith('used-')) return { status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
  if (token.startsWith('seen-')) return { status: 200, body: { success: false, 'error-codes': ['already-seen-response'] } };
  if (token.startsWith('old-')) return { status: 200, body: { success: false, 'error-codes': ['expired-input-response'] } };
  if (token.startsWith('broken-')) return { status: 500, body: { error: 'internal' } };
  if (token.startsWith('odd-')) return { status: 200, body: { ok: 'yes' } };
  if (token.startsWith('slow-')) return { status: 200, body: { success: true }, delayMs: 2000 };
  return { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const form = await readForm(request);
    calls.push({ path: request.url ?? '', contentType: request.headers['content-type'], form });
    const { status, body, delayMs } = answer(form);
    setTimeout(() => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    }, delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe.each(['turnstile', 'hcaptcha'] as const)('%s verification', (provider) => {
  const options = () => ({ provider, verifyUrl: `${base}/siteverify`, secretKey: 'the-secret', siteKey: 'the-site-key' });

  it('posts the secret, the token and the visitor address as a form, and accepts a success', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const check = await verifyHostedToken('good-token', { ...options(), remoteIp: '203.0.113.5', now });
    expect(check).toMatchObject({ ok: true, expiresAt: new Date(now.getTime() + HOSTED_TOKEN_TTL_SECONDS * 1000) });
    if (check.ok) expect(check.useId).toMatch(new RegExp(`^${provider}:[0-9a-f]{64}$`));
    const call = calls.at(-1);
    expect(call?.path).toBe('/siteverify');
    expect(call?.contentType).toBe('application/x-www-form-urlencoded');
    expect(call?.form.get('secret')).toBe('the-secret');
    expect(call?.form.get('response')).toBe('good-token');
    expect(call?.form.get('remoteip')).toBe('203.0.113.5');
    expect(call?.form.get('sitekey')).toBe(provider === 'hcaptcha' ? 'the-site-key' : null);
  });

  it.each([
    ['a token the provider refuses', 'made-up', 'invalid'],
    ['a token used before (Turnstile)', 'used-1', 'replayed'],
    ['a token used before (hCaptcha)', 'seen-1', 'replayed'],
    ['an expired token', 'old-1', 'expired'],
    ['a token with a line break', 'good-\nx', 'malformed'],
  ])('refuses %s', async (_, token, reason) => {
    expect(await verifyHostedToken(token, options())).toMatchObject({ ok: false, reason });
  });

  it.each([
    ['answers HTTP 500', 'broken-1', {}],
    ['answers without a success field', 'odd-1', {}],
    ['does not answer within the time-out', 'slow-1', { timeoutMs: 200 }],
    ['is not reachable', 'good-1', { verifyUrl: 'http://127.0.0.1:1/siteverify' }],
  ])('reports the provider unavailable when it %s', async (_, token, overrides) => {
    expect(await verifyHostedToken(token, { ...options(), ...overrides })).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('is what verifyCaptcha runs when the provider is configured', async () => {
    const settings = {
      provider,
      altchaHmacKey: undefined,
      altchaCost: 1,
      siteKey: 'the-site-key',
      secretKey: 'the-secret',
      verifyUrl: `${base}/siteverify`,
    };
    const context = { settings, signingKey: 'k'.repeat(64) };
    expect(await verifyCaptcha(context, 'good-2')).toMatchObject({ ok: true });
    expect(await verifyCaptcha(context, 'nope')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await verifyCaptcha(context, undefined)).toEqual({ ok: false, reason: 'missing' });
  });
});

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { ALTCHA_CHALLENGE_TTL_SECONDS, createAltchaChallenge, parseAltchaPayload, verifyAltchaToken } from './altcha.server.ts';

const hmacKey = 'altcha-test-key-'.padEnd(64, 'k');

async function solvedToken(key = hmacKey, now = new Date()) {
  const challenge = await createAltchaChallenge({ hmacKey: key, cost: 10, now });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return { challenge, token: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

describe('self-hosted ALTCHA', () => {
  it('issues signed PBKDF2 challenges that expire after twenty minutes', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const challenge = await createAltchaChallenge({ hmacKey, cost: 5000, now });
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 5000, keyPrefix: '00' });
    expect(challenge.parameters.expiresAt).toBe(now.getTime() / 1000 + ALTCHA_CHALLENGE_TTL_SECONDS);
    expect(ALTCHA_CHALLENGE_TTL_SECONDS).toBe(1200);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solved challenge and names it by its nonce for the single-use record', async () => {
    const { challenge, token } = await solvedToken();
    const check = await verifyAltchaToken(token, { hmacKey });
    expect(check).toEqual({
      ok: true,
      useId: `altcha:${challenge.parameters.nonce}`,
      expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    });
  });

  it('refuses a challenge signed with another key', async () => {
    const { token } = await solvedToken('another-key-'.padEnd(64, 'z'));
    expect(await verifyAltchaToken(token, { hmacKey })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a wrong solution', async () => {
    const { token } = await solvedToken();
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    payload.solution.counter += 1;
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(await verifyAltchaToken(tampered, { hmacKey })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a solution after its challenge expired', async () => {
    const { token } = await solvedToken();
    const later = new Date(Date.now() + (ALTCHA_CHALLENGE_TTL_SECONDS + 1) * 1000);
    expect(await verifyAltchaToken(token, { hmacKey, now: later })).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['JSON without a solution', Buffer.from('{"challenge":{}}').toString('base64')],
    [
      'another algorithm',
      Buffer.from(JSON.stringify({ challenge: { parameters: { algorithm: 'SHA-1' } }, solution: {} })).toString('base64'),
    ],
    ['a huge token', 'A'.repeat(5000)],
  ])('calls %s malformed', async (_, token) => {
    expect(parseAltchaPayload(token)).toBeNull();
    expect(await verifyAltchaToken(token, { hmacKey })).toEqual({ ok: false, reason: 'malformed' });
  });
});
